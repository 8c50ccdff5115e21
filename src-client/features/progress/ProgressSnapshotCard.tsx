import { Anchor, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { plural } from './progress-view.ts';
import { useProgressSummary } from './use-progress.ts';

/** The dashboard's small progress panel: streak, consistency and a link to /progress. */
export function ProgressSnapshotCard() {
  const progress = useProgressSummary();
  const p = progress.data;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="progress-snapshot-title">
      <Group gap="xs" wrap="nowrap">
        <IconFlame size={20} aria-hidden color="var(--mantine-color-orange-7)" />
        <Title order={2} size="h4" id="progress-snapshot-title">
          Your streak
        </Title>
      </Group>
      {progress.isPending ? (
        <Skeleton height={40} mt="sm" radius="sm" />
      ) : p ? (
        <Text mt={4}>
          <Text component="span" fw={800} fz={24}>
            {p.currentStreak} {plural(p.currentStreak, 'day')}
          </Text>
          <Text component="span" size="sm" c="dimmed" ml={6}>
            · {p.consistencyRate}% of the last 30 days logged
          </Text>
        </Text>
      ) : (
        <Text size="sm" c="dimmed" mt={4}>
          Your streak is not available right now.
        </Text>
      )}
      <Anchor component={Link} to="/progress" size="sm" fw={600} mt="xs" display="inline-block">
        View your progress
      </Anchor>
    </Paper>
  );
}
