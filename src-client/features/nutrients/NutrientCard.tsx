import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NutrientReportRow } from '../../../src/schemas/nutrients.ts';
import { formatAmount, nameInSentence, STANDING_BADGE, STANDING_COLOR, standingOf, targetSource } from './nutrient-view.ts';
import { TargetEditor } from './TargetEditor.tsx';

/** One nutrient: amount, share of target or limit with its bar, upper level, unknown entries and the top foods. */
export function NutrientCard({ row, days, entries }: { row: NutrientReportRow; days: number; entries: number }) {
  const { t, i18n } = useTranslation('nutrients');
  const { t: term } = useTranslation('terms');
  const language = i18n.resolvedLanguage ?? 'en';
  const amount = (value: number) => formatAmount(value, row.unit, language);
  const name = term(`nutrients.${row.key}`);
  const standing = standingOf(row);
  const badge = STANDING_BADGE[standing];
  const limit = row.targetKind === 'limit';
  const source = targetSource(row);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name} data-testid={`nutrient-${row.key}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>{name}</Text>
          <Group gap={4} wrap="nowrap">
            {badge && (
              <Badge color={`${STANDING_COLOR[standing]}.9`} variant="filled" size="sm">
                {t(`card.standing.${badge}`)}
              </Badge>
            )}
            <TargetEditor row={row} name={name} />
          </Group>
        </Group>
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Text fz={22} fw={800} lh={1.2}>
            {amount(row.amount)}
            {days > 1 && (
              <Text component="span" size="sm" c="dimmed" fw={500}>
                {t('card.perDay')}
              </Text>
            )}
          </Text>
          {row.percentOfTarget !== null && (
            <Text size="sm" fw={600} c={`${STANDING_COLOR[standing]}.9`} data-testid="percent-of-target">
              {t(limit ? 'card.percentOfLimit' : 'card.percent', { percent: row.percentOfTarget })}
            </Text>
          )}
        </Group>
        {row.percentOfTarget !== null && (
          <Progress value={Math.min(100, row.percentOfTarget)} color={STANDING_COLOR[standing]} size="sm" aria-label={t(limit ? 'card.progressOfLimit' : 'card.progress', { name, percent: row.percentOfTarget })} />
        )}
        <Text size="xs" c="dimmed">
          {row.target === null ? t('card.noTarget') : t(limit ? 'card.limit' : 'card.target', { amount: amount(row.target), source })}
          {row.upperLimit !== null && !row.upperLimitNote ? t('card.upperLimit', { amount: amount(row.upperLimit) }) : ''}
        </Text>
        {row.entriesLacking > 0 && (
          <Text size="xs" c="dimmed">
            {t('card.lacking', { count: row.entriesLacking, total: entries, nutrient: nameInSentence(name, language) })}
          </Text>
        )}
        {row.topFoods.length > 0 && (
          <Text size="xs" data-testid="top-foods">
            {t('card.mostlyFrom', { foods: row.topFoods.map((f) => t('card.topFood', { food: f.foodName, amount: amount(f.amount) })).join(', ') })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
