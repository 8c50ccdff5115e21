import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarStats } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { notifyError } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { EngineBadge } from '../../components/EngineBadge.tsx';

/** The Weekly Summary card: Generate until a summary exists, then progress, improvements, recommendations. */
export function WeeklySummaryCard() {
  const { t } = useTranslation('coach');
  const summary = trpc.ai.weeklySummary.useMutation({
    onError: (error) => notifyError(t('weekly.failed'), messageOf(error, t('weekly.tryAgain'))),
  });
  const data = summary.data;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="weekly-summary-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconCalendarStats size={20} aria-hidden />
            <Title order={2} size="h5" id="weekly-summary-title">
              {t('weekly.title')}
            </Title>
          </Group>
          <Group gap={4}>
            <Badge size="sm" variant="light" c="dark.8" color="violet">
              {t('weekly.aiGenerated')}
            </Badge>
            <EngineBadge engine={data?.engine} />
          </Group>
        </Group>
        {data ? (
          <Stack gap="xs">
            <div>
              <Text size="sm" fw={600}>
                {t('weekly.progress')}
              </Text>
              <Text size="sm">{data.progress}</Text>
            </div>
            <div>
              <Text size="sm" fw={600}>
                {t('weekly.improvements')}
              </Text>
              <Text size="sm">{data.improvements}</Text>
            </div>
            {data.recommendations.length > 0 && (
              <div>
                <Text size="sm" fw={600}>
                  {t('weekly.recommendations')}
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
              {t('weekly.intro')}
            </Text>
            <Button onClick={() => summary.mutate({})} loading={summary.isPending} variant="light">
              {t('weekly.generate')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
