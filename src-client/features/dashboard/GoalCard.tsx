import { Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { calorieGoal } from './macro-cards.ts';

const GoalRing = lazy(() => import('./GoalRing.tsx'));
// The ring's size, so the card keeps its size while the ring loads.
const RING_SIZE = 92;

/** Today's calories against the day's target from the server: 'Goal achieved!' at 98% or more, otherwise what is left. */
export function GoalCard({ consumed, target }: { consumed: number; target: number | undefined }) {
  const { t } = useTranslation('dashboard');
  if (target === undefined) return <Skeleton height={RING_SIZE + 42} radius="md" />;
  const goal = calorieGoal(consumed, target);
  const percent = Math.round(goal.percent);
  const label = goal.reached ? (
    <IconTrophy size={26} color="var(--mantine-color-leaf-7)" aria-hidden />
  ) : (
    <Text fw={700} size="sm">
      {t('goal.percent', { percent })}
    </Text>
  );
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="goal-card-title">
      <Group wrap="nowrap" gap="md">
        <Suspense fallback={<Center w={RING_SIZE} h={RING_SIZE} style={{ flexShrink: 0 }} aria-hidden>{label}</Center>}>
          <GoalRing size={RING_SIZE} percent={goal.percent} color={goal.reached ? 'leaf.7' : 'orange.7'} label={label} />
        </Suspense>
        <Stack gap={2}>
          <Title order={2} size="h5" id="goal-card-title">
            {t('goal.title')}
          </Title>
          <Text fw={700} size="lg" c={goal.reached ? 'leaf.8' : undefined}>
            {goal.reached ? t('goal.reached') : t('goal.remaining', { kcal: goal.remaining })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('goal.summary', { consumed: Math.round(consumed), target, percent })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
