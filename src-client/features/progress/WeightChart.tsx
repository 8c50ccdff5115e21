import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { unitLabel, type WeightUnit } from '../weight/weight-units.ts';

/** Weigh-ins over time. Loaded lazily so recharts stays out of every other page's scripts. */
export default function WeightChart({ data, unit }: { data: { date: string; weight: number }[]; unit: WeightUnit }) {
  const label = unitLabel(unit);
  const first = data[0];
  const last = data.at(-1);
  const summary =
    first && last ? `Weight over ${data.length} weigh-ins, from ${first.weight} ${label} on ${first.date} to ${last.weight} ${label} on ${last.date}` : 'No weigh-ins';
  return (
    <LineChart
      h={260}
      data={data}
      dataKey="date"
      series={[{ name: 'weight', label: `Weight (${label})`, color: 'leaf.7' }]}
      unit={` ${label}`}
      curveType="linear"
      withDots
      yAxisProps={{ domain: ['auto', 'auto'] }}
      role="img"
      aria-label={summary}
    />
  );
}
