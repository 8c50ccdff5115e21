import { Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useFormat } from '../../i18n/format.ts';

const HistoryChart = lazy(() => import('./HistoryChart.tsx'));
const SPANS = ['7', '30', '90'] as const;

/** Daily calories against target over 7, 30 or 90 days, and the weekly averages. */
export function HistoryCard() {
  const { t } = useTranslation('goal');
  const format = useFormat();
  const short = (day: string) => format.day(day, { month: 'short', day: 'numeric' });
  const [span, setSpan] = useState<(typeof SPANS)[number]>('7');
  const history = trpc.goal.history.useQuery({ days: Number(span) });
  const data = history.data;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="history-title" data-testid="history-card">
      <Stack gap="md">
        <Title order={2} size="h4" id="history-title">
          {t('history.title')}
        </Title>
        <SegmentedControl value={span} onChange={(v) => setSpan(SPANS.find((s) => s === v) ?? '7')} data={SPANS.map((s) => ({ value: s, label: t('history.days', { count: Number(s) }) }))} aria-label={t('history.daysShown')} />
        {history.isPending ? (
          <Skeleton height={240} radius="sm" />
        ) : history.isError || !data ? (
          <ErrorAlert title={t('history.loadFailed')}>{t('history.loadFailedDetail')}</ErrorAlert>
        ) : (
          <>
            <Suspense fallback={<Skeleton height={240} radius="sm" />}>
              <HistoryChart rows={data.days.map((d) => ({ label: short(d.date), calories: d.calories, target: d.target }))} />
            </Suspense>
            <Table.ScrollContainer minWidth={320}>
              <Table striped aria-label={t('history.weeklyAverages')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('history.weekOf')}</Table.Th>
                    <Table.Th>{t('history.averageEaten')}</Table.Th>
                    <Table.Th>{t('history.target')}</Table.Th>
                    <Table.Th>{t('history.daysLogged')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.weeks.map((w) => (
                    <Table.Tr key={w.from}>
                      <Table.Td>{short(w.from)}</Table.Td>
                      <Table.Td>{w.calories === null ? t('history.notLogged') : t('units.kcal', { value: w.calories })}</Table.Td>
                      <Table.Td>{t('units.kcal', { value: w.target })}</Table.Td>
                      <Table.Td>{format.number(w.loggedDays)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="xs" c="dimmed">
              {t('history.note')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
