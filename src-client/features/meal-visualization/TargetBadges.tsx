import { Badge, Group } from '@mantine/core';
import type { TargetRow } from './chart-targets.ts';

const WORDS = { red: 'over target', green: 'on track', yellow: 'below target' } as const;

/** Each nutrient against its target: red above, green from 80%, yellow below (spec §9). */
export function TargetBadges({ rows }: { rows: TargetRow[] }) {
  return (
    <Group gap={6} role="list" aria-label="Daily targets">
      {rows.map((r) => (
        <Badge key={r.key} role="listitem" variant="light" color={r.color} c="dark.8" size="lg" tt="none">
          {r.label}: {r.value.toLocaleString('en-US')} / {r.target.toLocaleString('en-US')} {r.unit} ({r.percent}%, {WORDS[r.color]})
        </Badge>
      ))}
    </Group>
  );
}
