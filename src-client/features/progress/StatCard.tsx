import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STREAK_WINDOW_DAYS } from '../../../src/domain/progress.ts';
import { useFormat } from '../../i18n/format.ts';
import { InfoTooltip } from '../../components/InfoTooltip.tsx';
import { unitLabel, type WeightUnit } from '../../shared/weight-units.ts';
import classes from './Progress.module.css';
import type { StatCardView } from './progress-view.ts';

/** One of Overview's four numbers, with an (i) explaining how it is counted. */
export function StatCard({ card, unit }: { card: StatCardView; unit: WeightUnit }) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const { key, value } = card;
  const label = t(`stats.${key}.label`);
  const shown = value === null ? '–' : format.number(value, key === 'weight' ? { signDisplay: 'exceptZero' } : {});
  const units = {
    streak: t('stats.streak.unit', { count: value ?? 0 }),
    meals: t('stats.meals.unit', { count: value ?? 0 }),
    weight: value === null ? t('stats.weight.none') : unitLabel(unit),
    calories: t('stats.calories.unit'),
  };
  return (
    <div className={classes.stat} data-stat={key} data-testid={`stat-${key}`}>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text size="sm" fw={600} c="dimmed">
          {label}
        </Text>
        <InfoTooltip subject={label}>{t(`stats.${key}.info`, { days: STREAK_WINDOW_DAYS })}</InfoTooltip>
      </Group>
      <Text fz={28} fw={800} lh={1.25}>
        {shown}
        <Text component="span" size="sm" fw={600} c="dimmed" ml={6}>
          {units[key]}
        </Text>
      </Text>
    </div>
  );
}
