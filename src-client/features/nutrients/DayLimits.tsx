import { Anchor, Badge, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { DAY_DETAIL_KEYS, formatAmount, nameInSentence, STANDING_BADGE, STANDING_COLOR, standingOf, targetSource } from './nutrient-view.ts';

/** A day's fiber, sodium, sugars and saturated fat against the same targets and limits as the Nutrients page. */
export function DayLimits({ date }: { date: string }) {
  const { t, i18n } = useTranslation('nutrients');
  const { t: term } = useTranslation('terms');
  const language = i18n.resolvedLanguage ?? 'en';
  const report = trpc.nutrients.report.useQuery({ from: date, to: date });
  if (report.isError) return <Text size="sm" c="red.8">{t('day.loadError')}</Text>;
  if (!report.data) return <Skeleton height={160} radius="md" aria-label={t('page.loading')} />;
  const { entries } = report.data;
  const rows = DAY_DETAIL_KEYS.flatMap((key) => report.data.nutrients.filter((r) => r.key === key));

  return (
    <Stack gap="xs" component="section" aria-labelledby="day-limits-title" data-testid="day-limits">
      <Group justify="space-between" align="baseline">
        <Title order={3} size="h5" id="day-limits-title">
          {t('day.title')}
        </Title>
        <Anchor component={Link} to="/nutrients" size="sm">
          {t('day.allNutrients')}
        </Anchor>
      </Group>
      {rows.map((row) => {
        const name = term(`nutrients.${row.key}`);
        const amount = (value: number) => formatAmount(value, row.unit, language);
        const standing = standingOf(row);
        const badge = STANDING_BADGE[standing];
        const source = targetSource(row);
        return (
          <Stack key={row.key} gap={2} data-testid={`day-${row.key}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600}>
                  {row.target === null ? amount(row.amount) : t('day.amountOfTarget', { amount: amount(row.amount), target: amount(row.target) })}
                </Text>
                {badge && (
                  <Badge color={`${STANDING_COLOR[standing]}.9`} variant="light" size="sm">
                    {t(`card.standing.${badge}`)}
                  </Badge>
                )}
              </Group>
            </Group>
            {row.percentOfTarget !== null && (
              <Progress
                value={Math.min(100, row.percentOfTarget)}
                color={STANDING_COLOR[standing]}
                size="xs"
                aria-label={t(row.targetKind === 'limit' ? 'card.progressOfLimit' : 'card.progress', { name, percent: row.percentOfTarget })}
              />
            )}
            <Text size="xs" c="dimmed">
              {row.target === null ? t('card.noTarget') : t(row.targetKind === 'limit' ? 'card.limit' : 'card.target', { amount: amount(row.target), source })}
              {row.entriesLacking > 0 ? ` · ${t('card.lacking', { count: row.entriesLacking, total: entries, nutrient: nameInSentence(name, language) })}` : ''}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
