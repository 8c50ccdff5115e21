import { Paper, Progress, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDayProgress } from '../../shared/use-day-progress.ts';
import { dailyTargetsOf } from '../../shared/daily-targets.ts';
import { dayBudget } from './day-budget.ts';

const NOTHING_EATEN = { calories: 0, protein: 0, carbs: 0, fats: 0 };
// Stands behind the placeholders only; the numbers shown are always the server's.
const NO_TARGETS = NOTHING_EATEN;

/** The day so far against the day's targets from the server, on the Add Food tab: eaten, and what is left of each. */
export function DayBudget({ date }: { date: string }) {
  const { t } = useTranslation('food-log');
  const progress = useDayProgress(date);
  // Until the day arrives, the same grid stands behind placeholders, so nothing below it moves.
  const loading = !progress.data;
  const lines = dayBudget(progress.data?.macros ?? NOTHING_EATEN, dailyTargetsOf(progress.data?.targets ?? NO_TARGETS));

  return (
    <Paper withBorder radius="md" p="sm" aria-busy={loading}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="group" aria-label={t('dayBudget.label')}>
        {lines.map((line) => (
          <Skeleton key={line.key} visible={loading}>
            <div data-nutrient={line.key} aria-hidden={loading || undefined}>
              <Text size="xs" c="dimmed" fw={600}>
                {t(`nutrients.${line.key}`)}
              </Text>
              <Text size="sm" fw={700}>
                {t('dayBudget.eaten', { eaten: line.eaten, target: line.target, unit: line.unit })}
              </Text>
              <Progress value={Math.min(100, (line.eaten / Math.max(1, line.target)) * 100)} color={line.left < 0 ? 'red' : 'leaf'} size="sm" my={4} aria-hidden />
              <Text size="xs" c={line.left < 0 ? 'red' : 'dimmed'}>
                {t(line.left >= 0 ? 'dayBudget.left' : 'dayBudget.over', { amount: Math.abs(line.left), unit: line.unit })}
              </Text>
            </div>
          </Skeleton>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
