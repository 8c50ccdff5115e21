import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarStats } from '@tabler/icons-react';
import { trpc } from '../../app/trpc.ts';
import { notifyError } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { EngineBadge } from './EngineBadge.tsx';

/** The Weekly Summary card (spec §2, §4): Generate until a summary exists, then progress, improvements, recommendations. */
export function WeeklySummaryCard() {
  const summary = trpc.ai.weeklySummary.useMutation({
    onError: (error) => notifyError('Error generating summary', messageOf(error, 'Please try again.')),
  });
  const data = summary.data;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="weekly-summary-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconCalendarStats size={20} aria-hidden />
            <Title order={2} size="h5" id="weekly-summary-title">
              Weekly Summary
            </Title>
          </Group>
          <Group gap={4}>
            <Badge size="sm" variant="light" c="dark.8" color="violet">
              AI Generated
            </Badge>
            <EngineBadge engine={data?.engine} />
          </Group>
        </Group>
        {data ? (
          <Stack gap="xs">
            <div>
              <Text size="sm" fw={600}>
                Progress
              </Text>
              <Text size="sm">{data.progress}</Text>
            </div>
            <div>
              <Text size="sm" fw={600}>
                Improvements
              </Text>
              <Text size="sm">{data.improvements}</Text>
            </div>
            {data.recommendations.length > 0 && (
              <div>
                <Text size="sm" fw={600}>
                  Recommendations
                </Text>
                <List size="sm" spacing={4}>
                  {data.recommendations.map((r) => (
                    <List.Item key={r}>{r}</List.Item>
                  ))}
                </List>
              </div>
            )}
          </Stack>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Get a summary of your last seven days of logging with ideas for the week ahead.
            </Text>
            <Button onClick={() => summary.mutate({})} loading={summary.isPending} variant="light">
              Generate
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
