import { Group, Paper, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STREAK_WINDOW_DAYS } from '../../../src/domain/progress.ts';
import type { ProgressSummaryDto } from '../../../src/schemas/weight.ts';
import { InfoTooltip } from '../../components/InfoTooltip.tsx';
import { streakRingPercent } from './progress-view.ts';

function Figure({ label, value, info }: { label: string; value: string; info?: string }) {
  return (
    <div>
      <Group gap={2} wrap="nowrap">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {info && <InfoTooltip subject={label}>{info}</InfoTooltip>}
      </Group>
      <Text fz={24} fw={800} lh={1.25}>
        {value}
      </Text>
    </div>
  );
}

/** Habits: the streak ring (out of 30 days), days this month, consistency rate and quick stats. */
export function HabitsTab({ progress: p }: { progress: ProgressSummaryDto }) {
  const { t } = useTranslation('progress');
  const days = (count: number) => t('days', { count });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="streak-title">
        <Title order={2} size="h4" id="streak-title">
          {t('habits.streakTitle')}
        </Title>
        <Group gap="lg" mt="sm" wrap="wrap">
          <div role="img" aria-label={t('habits.streakRing', { count: p.currentStreak, days: STREAK_WINDOW_DAYS })}>
            <RingProgress
              size={160}
              thickness={14}
              roundCaps={p.currentStreak > 0}
              sections={[{ value: streakRingPercent(p.currentStreak), color: 'orange.6' }]}
              label={
                <Text ta="center" fw={800} fz={28} lh={1} aria-hidden>
                  {p.currentStreak}
                  <Text component="span" display="block" size="xs" fw={600} c="dimmed">
                    {t('habits.ofDays', { days: STREAK_WINDOW_DAYS })}
                  </Text>
                </Text>
              }
            />
          </div>
          <Stack gap="sm">
            <Figure label={t('habits.daysThisMonth')} value={days(p.daysLoggedThisMonth)} />
            <Figure
              label={t('habits.consistency')}
              value={t('habits.consistencyValue', { rate: p.consistencyRate })}
              info={t('habits.consistencyInfo', { days: STREAK_WINDOW_DAYS })}
            />
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="quick-stats-title">
        <Title order={2} size="h4" id="quick-stats-title">
          {t('habits.quickStats')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3, md: 1, lg: 3 }} spacing="md" mt="sm">
          <Figure label={t('habits.longestStreak')} value={days(p.longestStreak)} />
          <Figure label={t('habits.daysLogged')} value={days(p.daysLoggedLast30)} />
          <Figure
            label={t('habits.averageCalories')}
            value={t('habits.averageCaloriesValue', { kcal: p.averageCalories })}
            info={t('habits.averageCaloriesInfo')}
          />
        </SimpleGrid>
      </Paper>
    </SimpleGrid>
  );
}
