import '@mantine/charts/styles.css';
import { BarChart, PieChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Nutrition } from '../../../src/schemas/nutrition.ts';
import { macroCalorieShares, type TargetRow } from '../../shared/chart-targets.ts';

interface ChartProps {
  playing: boolean;
  speed: number;
}

const duration = (speed: number) => Math.round(800 / speed);

/** Share of calories by macro. Loaded lazily with recharts. */
export function MacroPieChart({ totals, playing, speed }: ChartProps & { totals: Nutrition }) {
  const { t } = useTranslation('meal-visualization');
  const data = macroCalorieShares(totals).map(({ key, ...slice }) => ({ ...slice, name: t(`nutrients.${key}`) }));
  if (data.every((d) => d.value === 0)) return <Text c="dimmed">{t('pie.empty')}</Text>;
  return (
    <Stack align="center" gap="xs">
      <PieChart
        data={data}
        size={220}
        withLabels
        labelsType="percent"
        labelsPosition="outside"
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={(value) => t('pie.value', { value })}
        pieProps={{ isAnimationActive: playing, animationDuration: duration(speed) }}
        role="img"
        aria-label={data.map((d) => t('pie.slice', { name: d.name, value: d.value })).join(', ')}
      />
      <Text size="sm" c="dimmed">
        {t('pie.caption')}
      </Text>
    </Stack>
  );
}

/** Grams eaten against the daily target for each macro. Loaded lazily with recharts. */
export function MacroBarChart({ rows, playing, speed }: ChartProps & { rows: TargetRow[] }) {
  const { t } = useTranslation('meal-visualization');
  const data = rows.filter((r) => r.unit === 'g').map((r) => ({ nutrient: t(`nutrients.${r.key}`), Eaten: r.value, Target: r.target }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="nutrient"
      unit=" g"
      withLegend
      series={[
        { name: 'Eaten', label: t('bar.eaten'), color: 'leaf.6' },
        { name: 'Target', label: t('bar.target'), color: 'gray.4' },
      ]}
      barProps={{ isAnimationActive: playing, animationDuration: duration(speed) }}
      role="img"
      aria-label={data.map((d) => t('bar.summary', { nutrient: d.nutrient, eaten: d.Eaten, target: d.Target })).join(', ')}
    />
  );
}
