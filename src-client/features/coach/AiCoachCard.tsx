import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconCheck, IconSparkles } from '@tabler/icons-react';
import { notifySuccess } from '../../components/notify.ts';
import { ENCOURAGEMENT } from './coach-view.ts';
import { EngineBadge } from './EngineBadge.tsx';
import { useCoachSuggestions } from './use-coach-suggestions.ts';

/** The dashboard's AI Nutrition Coach card (spec §2, §4, §8): loading, then suggestions or encouragement. */
export function AiCoachCard() {
  const { suggestions, loading } = useCoachSuggestions();
  const engine = suggestions[0]?.engine;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ai-coach-title" aria-busy={loading} data-testid="ai-coach-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
              <IconSparkles size={22} />
            </ThemeIcon>
            <div>
              <Title order={2} size="h5" id="ai-coach-title">
                AI Nutrition Coach
              </Title>
              <Text size="sm" c="dimmed">
                Daily suggestions based on what you log
              </Text>
            </div>
          </Group>
          {!loading && <EngineBadge engine={engine} />}
        </Group>
        {loading ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Generating your suggestions...
            </Text>
          </Group>
        ) : suggestions.length === 0 ? (
          <Text size="sm" data-testid="coach-suggestions">
            {ENCOURAGEMENT}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="coach-suggestions">
            {suggestions.map((s, i) => (
              <Paper key={`${i}-${s.suggestion}`} component="li" withBorder radius="sm" p="sm">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <Text size="sm" style={{ flex: '1 1 240px' }}>
                    {s.suggestion}
                  </Text>
                  <Group gap={4}>
                    <Button
                      size="compact-xs"
                      variant="light"
                      leftSection={<IconCheck size={14} aria-hidden />}
                      aria-label={`Apply: ${s.suggestion}`}
                      onClick={() => notifySuccess('Suggestion Applied', s.action)}
                    >
                      Apply
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      leftSection={<IconBulb size={14} aria-hidden />}
                      aria-label={`Why? ${s.suggestion}`}
                      onClick={() => notifySuccess('Why this helps', s.reasoning)}
                    >
                      Why?
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
