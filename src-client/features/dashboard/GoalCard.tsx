import { Center, Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { calorieGoal } from './macro-cards.ts';

/** Today's calories against the goal: 'Goal achieved!' at 98% or more, otherwise what is left. */
export function GoalCard({ consumed, target }: { consumed: number; target: number }) {
  const { t } = useTranslation('dashboard');
  const goal = calorieGoal(consumed, target);
  const percent = Math.round(goal.percent);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="goal-card-title">
      <Group wrap="nowrap" gap="md">
        <RingProgress
          size={92}
          thickness={9}
          roundCaps
          sections={[{ value: goal.percent, color: goal.reached ? 'leaf.7' : 'orange.7' }]}
          label={
            <Center>
              {goal.reached ? (
                <IconTrophy size={26} color="var(--mantine-color-leaf-7)" aria-hidden />
              ) : (
                <Text fw={700} size="sm">
                  {t('goal.percent', { percent })}
                </Text>
              )}
            </Center>
          }
          aria-hidden
        />
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
