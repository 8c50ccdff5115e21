import { Anchor, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useProgressSummary } from './use-progress.ts';

/** The dashboard's small progress panel: streak, consistency and a link to /progress. */
export function ProgressSnapshotCard() {
  const { t } = useTranslation('progress');
  const progress = useProgressSummary();
  const p = progress.data;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="progress-snapshot-title">
      <Group gap="xs" wrap="nowrap">
        <IconFlame size={20} aria-hidden color="var(--mantine-color-orange-7)" />
        <Title order={2} size="h4" id="progress-snapshot-title">
          {t('snapshot.title')}
        </Title>
      </Group>
      {progress.isPending ? (
        <Skeleton height={40} mt="sm" radius="sm" />
      ) : p ? (
        <Text mt={4}>
          <Text component="span" fw={800} fz={24}>
            {t('days', { count: p.currentStreak })}
          </Text>
          <Text component="span" size="sm" c="dimmed" ml={6}>
            {t('snapshot.consistency', { rate: p.consistencyRate })}
          </Text>
        </Text>
      ) : (
        <Text size="sm" c="dimmed" mt={4}>
          {t('snapshot.unavailable')}
        </Text>
      )}
      <Anchor component={Link} to="/progress" size="sm" fw={600} mt="xs" display="inline-block">
        {t('snapshot.link')}
      </Anchor>
    </Paper>
  );
}
