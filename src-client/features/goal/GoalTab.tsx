import { Stack } from '@mantine/core';
import { CheckInCard } from './CheckInCard.tsx';
import { GoalCard } from './GoalCard.tsx';
import { HistoryCard } from './HistoryCard.tsx';

/** Progress → Goal: goal weight and trend, the weekly check-in, and the calorie history. */
export function GoalTab() {
  return (
    <Stack gap="lg">
      <GoalCard />
      <CheckInCard />
      <HistoryCard />
    </Stack>
  );
}
