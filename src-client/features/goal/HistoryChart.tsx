import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';

interface Props {
  rows: { label: string; calories: number | null; target: number }[];
}

/** Calories as bars against the target as a line. Loaded lazily with recharts. */
export default function HistoryChart({ rows }: Props) {
  const { t } = useTranslation('goal');
  const format = useFormat();
  const logged = rows.filter((r) => r.calories !== null).length;
  return (
    <CompositeChart
      h={240}
      data={rows}
      dataKey="label"
      unit=" kcal"
      valueFormatter={format.kcal}
      series={[
        { name: 'calories', label: t('historyChart.eaten'), color: 'orange.6', type: 'bar' },
        { name: 'target', label: t('historyChart.target'), color: 'leaf.7', type: 'line' },
      ]}
      withLegend
      withDots={false}
      curveType="stepAfter"
      role="img"
      aria-label={t('historyChart.summary', { logged, total: rows.length })}
    />
  );
}
