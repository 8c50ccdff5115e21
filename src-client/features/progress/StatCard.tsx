import { Group, Text } from '@mantine/core';
import { InfoTooltip } from '../tour/InfoTooltip.tsx';
import classes from './Progress.module.css';
import type { StatCardView } from './progress-view.ts';

/** One of Overview's four numbers, with an (i) explaining how it is counted. */
export function StatCard({ card }: { card: StatCardView }) {
  return (
    <div className={classes.stat} data-stat={card.key} data-testid={`stat-${card.key}`}>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text size="sm" fw={600} c="dimmed">
          {card.label}
        </Text>
        <InfoTooltip subject={card.label}>{card.info}</InfoTooltip>
      </Group>
      <Text fz={28} fw={800} lh={1.25}>
        {card.value}
        <Text component="span" size="sm" fw={600} c="dimmed" ml={6}>
          {card.unit}
        </Text>
      </Text>
    </div>
  );
}
