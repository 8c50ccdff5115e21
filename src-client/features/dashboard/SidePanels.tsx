import { Stack } from '@mantine/core';
import { WeeklySummaryCard } from '../coach/index.ts';
import { ProgressSnapshotCard } from '../progress/index.ts';
import { WeightProgressCard } from '../weight/index.ts';

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
