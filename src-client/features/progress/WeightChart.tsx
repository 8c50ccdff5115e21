import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';
import { unitLabel, type WeightUnit } from '../../shared/weight-units.ts';

/** Weigh-ins over time. Loaded lazily so recharts stays out of every other page's scripts. */
export default function WeightChart({ data, unit }: { data: { date: string; weight: number }[]; unit: WeightUnit }) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const label = unitLabel(unit);
  const first = data[0];
  const last = data.at(-1);
  const summary =
    first && last
      ? t('weight.chartSummary', { count: data.length, first: first.weight, unit: label, firstDate: first.date, last: last.weight, lastDate: last.date })
      : t('weight.chartEmpty');
  return (
    <LineChart
      h={260}
      data={data}
      dataKey="date"
      series={[{ name: 'weight', label: t('weight.chartSeries', { unit: label }), color: 'leaf.7' }]}
      unit={` ${label}`}
      valueFormatter={(value) => format.number(value)}
      curveType="linear"
      withDots
      yAxisProps={{ domain: ['auto', 'auto'] }}
      role="img"
      aria-label={summary}
    />
  );
}
