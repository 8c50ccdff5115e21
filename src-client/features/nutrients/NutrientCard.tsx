import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { NutrientReportRow } from '../../../src/schemas/nutrients.ts';
import { formatAmount, STANDING_COLOR, standingOf } from './nutrient-view.ts';
import { TargetEditor } from './TargetEditor.tsx';

const STANDING_LABEL = { 'over-limit': 'Over upper limit', low: 'Low', met: 'Target met', short: '', 'no-target': '' } as const;

/** One nutrient: amount, share of target with its bar, upper level, unknown entries and the top foods. */
export function NutrientCard({ row, days }: { row: NutrientReportRow; days: number }) {
  const standing = standingOf(row);
  const perDay = days > 1 ? ' a day' : '';
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={row.name} data-testid={`nutrient-${row.key}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>{row.name}</Text>
          <Group gap={4} wrap="nowrap">
            {STANDING_LABEL[standing] && (
              <Badge color={`${STANDING_COLOR[standing]}.9`} variant="filled" size="sm">
                {STANDING_LABEL[standing]}
              </Badge>
            )}
            <TargetEditor row={row} />
          </Group>
        </Group>
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Text fz={22} fw={800} lh={1.2}>
            {formatAmount(row.amount, row.unit)}
            <Text component="span" size="sm" c="dimmed" fw={500}>
              {perDay}
            </Text>
          </Text>
          {row.percentOfTarget !== null && (
            <Text size="sm" fw={600} c={`${STANDING_COLOR[standing]}.9`} data-testid="percent-of-target">
              {row.percentOfTarget}% of target
            </Text>
          )}
        </Group>
        {row.percentOfTarget !== null && (
          <Progress value={Math.min(100, row.percentOfTarget)} color={STANDING_COLOR[standing]} size="sm" aria-label={`${row.name}: ${row.percentOfTarget}% of target`} />
        )}
        <Text size="xs" c="dimmed">
          {row.target !== null ? `Target ${formatAmount(row.target, row.unit)} (${row.custom !== null ? 'your own' : row.driKind})` : 'No DRI target'}
          {row.upperLimit !== null && !row.upperLimitNote ? ` · upper limit ${formatAmount(row.upperLimit, row.unit)}` : ''}
        </Text>
        {row.entriesLacking > 0 && (
          <Text size="xs" c="dimmed">
            {row.entriesLacking} {row.entriesLacking === 1 ? 'entry does' : 'entries do'} not say how much {row.name.toLowerCase()} {row.entriesLacking === 1 ? 'it holds' : 'they hold'}
          </Text>
        )}
        {row.topFoods.length > 0 && (
          <Text size="xs" data-testid="top-foods">
            Mostly from: {row.topFoods.map((f) => `${f.foodName} (${formatAmount(f.amount, row.unit)})`).join(', ')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
