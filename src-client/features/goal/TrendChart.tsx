import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { toDisplay, unitLabel, type WeightUnit } from '../weight/weight-units.ts';

interface Props {
  points: { date: string; weight: number; trend: number }[];
  goalKg: number | null;
  unit: WeightUnit;
}

/** Weigh-ins as dots, the trend as a line, the goal as a reference line. Loaded lazily with recharts. */
export default function TrendChart({ points, goalKg, unit }: Props) {
  const label = unitLabel(unit);
  const data = points.map((p) => ({ date: p.date, weight: toDisplay(p.weight, unit), trend: toDisplay(p.trend, unit) }));
  const last = data.at(-1);
  const summary = last ? `Trend weight ${last.trend} ${label} on ${last.date}${goalKg !== null ? `, goal ${toDisplay(goalKg, unit)} ${label}` : ''}` : 'No weigh-ins';
  return (
    <LineChart
      h={260}
      data={data}
      dataKey="date"
      series={[
        { name: 'weight', label: `Weigh-in (${label})`, color: 'gray.5' },
        { name: 'trend', label: `Trend (${label})`, color: 'leaf.7' },
      ]}
      unit={` ${label}`}
      curveType="monotone"
      withDots
      withLegend
      connectNulls
      strokeWidth={2}
      yAxisProps={{ domain: ['auto', 'auto'] }}
      referenceLines={goalKg !== null ? [{ y: toDisplay(goalKg, unit), label: 'Goal', color: 'orange.7' }] : []}
      role="img"
      aria-label={summary}
    />
  );
}
