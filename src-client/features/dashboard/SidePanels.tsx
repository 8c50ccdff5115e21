import { Stack } from '@mantine/core';
import { WeeklySummaryCard } from '../coach/WeeklySummaryCard.tsx';
import { ProgressSnapshotCard } from '../progress/ProgressSnapshotCard.tsx';
import { WeightProgressCard } from '../weight/WeightProgressCard.tsx';

/** The dashboard's right column: Weight Progress, the AI weekly summary and a progress snapshot. */
export function SidePanels() {
  return (
    <Stack gap="xl">
      <WeightProgressCard />
      <WeeklySummaryCard />
      <ProgressSnapshotCard />
    </Stack>
  );
}
