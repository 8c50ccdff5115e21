import '@mantine/charts/styles.css';
import { BarChart, PieChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { macroCalorieShares, type NutrientTotals, type TargetRow } from './chart-targets.ts';

interface ChartProps {
  playing: boolean;
  speed: number;
}

const duration = (speed: number) => Math.round(800 / speed);

/** Share of calories by macro. Loaded lazily with recharts. */
export function MacroPieChart({ totals, playing, speed }: ChartProps & { totals: NutrientTotals }) {
  const data = macroCalorieShares(totals);
  if (data.every((d) => d.value === 0)) return <Text c="dimmed">No calories from macros yet.</Text>;
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
        valueFormatter={(v) => `${v} kcal`}
        pieProps={{ isAnimationActive: playing, animationDuration: duration(speed) }}
        role="img"
        aria-label={data.map((d) => `${d.name} ${d.value} kcal`).join(', ')}
      />
      <Text size="sm" c="dimmed">
        Calories from protein, carbs and fats
      </Text>
    </Stack>
  );
}

/** Grams eaten against the daily target for each macro. Loaded lazily with recharts. */
export function MacroBarChart({ rows, playing, speed }: ChartProps & { rows: TargetRow[] }) {
  const data = rows.filter((r) => r.unit === 'g').map((r) => ({ nutrient: r.label, Eaten: r.value, Target: r.target }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="nutrient"
      unit=" g"
      withLegend
      series={[
        { name: 'Eaten', color: 'leaf.6' },
        { name: 'Target', color: 'gray.4' },
      ]}
      barProps={{ isAnimationActive: playing, animationDuration: duration(speed) }}
      role="img"
      aria-label={data.map((d) => `${d.nutrient} ${d.Eaten} of ${d.Target} g`).join(', ')}
    />
  );
}
