import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TargetRow } from '../../shared/chart-targets.ts';

/** Each nutrient against its target: red above, green from 80%, yellow below. */
export function TargetBadges({ rows }: { rows: TargetRow[] }) {
  const { t } = useTranslation('meal-visualization');
  return (
    <Group gap={6} role="list" aria-label={t('badges.label')}>
      {rows.map((r) => (
        <Badge key={r.key} role="listitem" variant="light" color={r.color} c="dark.8" size="lg" tt="none">
          {t('badges.row', { label: t(`nutrients.${r.key}`), value: r.value, target: r.target, unit: r.unit, percent: r.percent, status: t(`badges.${r.color}`) })}
        </Badge>
      ))}
    </Group>
  );
}
