import { Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { trpc } from '../../app/trpc.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';

const HistoryChart = lazy(() => import('./HistoryChart.tsx'));
const SPANS = ['7', '30', '90'] as const;
const short = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Daily calories against target over 7, 30 or 90 days, and the weekly averages. */
export function HistoryCard() {
  const [span, setSpan] = useState<(typeof SPANS)[number]>('7');
  const history = trpc.goal.history.useQuery({ days: Number(span) });
  const data = history.data;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="history-title" data-testid="history-card">
      <Stack gap="md">
        <Title order={2} size="h4" id="history-title">
          Calorie history
        </Title>
        <SegmentedControl value={span} onChange={(v) => setSpan(SPANS.find((s) => s === v) ?? '7')} data={SPANS.map((s) => ({ value: s, label: `${s} days` }))} aria-label="Days shown" />
        {history.isPending ? (
          <Skeleton height={240} radius="sm" />
        ) : history.isError || !data ? (
          <ErrorAlert title="Failed to fetch your history">Your history could not be loaded. Please try again later.</ErrorAlert>
        ) : (
          <>
            <Suspense fallback={<Skeleton height={240} radius="sm" />}>
              <HistoryChart rows={data.days.map((d) => ({ label: short(d.date), calories: d.calories, target: d.target }))} />
            </Suspense>
            <Table.ScrollContainer minWidth={320}>
              <Table striped aria-label="Weekly averages">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Week of</Table.Th>
                    <Table.Th>Average eaten</Table.Th>
                    <Table.Th>Target</Table.Th>
                    <Table.Th>Days logged</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.weeks.map((w) => (
                    <Table.Tr key={w.from}>
                      <Table.Td>{short(w.from)}</Table.Td>
                      <Table.Td>{w.calories === null ? 'Not logged' : `${w.calories.toLocaleString('en-US')} kcal`}</Table.Td>
                      <Table.Td>{w.target.toLocaleString('en-US')} kcal</Table.Td>
                      <Table.Td>{w.loggedDays}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="xs" c="dimmed">
              Averages count logged days only; a day without a log is unknown, not zero.
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
