import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';
import { toDisplay, unitLabel, type WeightUnit } from '../../shared/weight-units.ts';

interface Props {
  points: { date: string; weight: number; trend: number }[];
  goalKg: number | null;
  unit: WeightUnit;
}

/** Weigh-ins as dots, the trend as a line, the goal as a reference line. Loaded lazily with recharts. */
export default function TrendChart({ points, goalKg, unit }: Props) {
  const { t } = useTranslation('goal');
  const format = useFormat();
  const label = unitLabel(unit);
  const data = points.map((p) => ({ date: p.date, weight: toDisplay(p.weight, unit), trend: toDisplay(p.trend, unit) }));
  const last = data.at(-1);
  const summary = !last
    ? t('trendChart.empty')
    : goalKg === null
      ? t('trendChart.summary', { trend: last.trend, unit: label, date: format.day(last.date) })
      : t('trendChart.summaryWithGoal', { trend: last.trend, unit: label, date: format.day(last.date), goal: toDisplay(goalKg, unit) });
  return (
    <LineChart
      h={260}
      data={data}
      dataKey="date"
      series={[
        { name: 'weight', label: t('trendChart.weighIn', { unit: label }), color: 'gray.5' },
        { name: 'trend', label: t('trendChart.trend', { unit: label }), color: 'leaf.7' },
      ]}
      unit={` ${label}`}
      curveType="monotone"
      withDots
      withLegend
      connectNulls
      strokeWidth={2}
      yAxisProps={{ domain: ['auto', 'auto'] }}
      referenceLines={goalKg !== null ? [{ y: toDisplay(goalKg, unit), label: t('trendChart.goal'), color: 'orange.7' }] : []}
      role="img"
      aria-label={summary}
    />
  );
}
