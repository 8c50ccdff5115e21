import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';

interface Props {
  rows: { label: string; calories: number | null; target: number }[];
}

/** Calories as bars against the target as a line. Loaded lazily with recharts. */
export default function HistoryChart({ rows }: Props) {
  const logged = rows.filter((r) => r.calories !== null).length;
  return (
    <CompositeChart
      h={240}
      data={rows}
      dataKey="label"
      unit=" kcal"
      series={[
        { name: 'calories', label: 'Eaten', color: 'orange.6', type: 'bar' },
        { name: 'target', label: 'Target', color: 'leaf.7', type: 'line' },
      ]}
      withLegend
      withDots={false}
      curveType="stepAfter"
      role="img"
      aria-label={`Calories on ${logged} logged days of ${rows.length}, against the target`}
    />
  );
}
