import { Container, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { trpc } from '../../app/trpc.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useUserToday } from '../food-log/use-user-today.ts';
import { NutrientCard } from './NutrientCard.tsx';
import { PERIODS, rangeOf, type Period } from './nutrient-view.ts';

/** `/nutrients`: vitamins, minerals and more for a day, 7 or 30 days against the user's targets. */
export function NutrientsPage() {
  useDocumentTitle('Nutrients · Platewise');
  const today = useUserToday();
  const [period, setPeriod] = useState<Period>('day');
  const report = trpc.nutrients.report.useQuery(rangeOf(period, today));
  const targets = trpc.nutrients.targets.useQuery();
  const data = report.data;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <div>
            <Title order={1}>Nutrients</Title>
            <Text c="dimmed">Vitamins, minerals and more from your food log, against targets from the Dietary Reference Intakes.</Text>
          </div>
          <SegmentedControl value={period} onChange={(v) => setPeriod(PERIODS.find((p) => p.value === v)?.value ?? 'day')} data={PERIODS.map((p) => ({ value: p.value, label: p.label }))} aria-label="Period" />
        </Group>
        {report.isError ? (
          <ErrorAlert title="Failed to fetch nutrients">Your nutrients could not be loaded. Please try again later.</ErrorAlert>
        ) : !data ? (
          <Skeleton height={240} radius="md" aria-label="Loading nutrients" />
        ) : (
          <>
            <Text size="sm" c="dimmed" data-testid="nutrients-summary">
              {data.entries} {data.entries === 1 ? 'entry' : 'entries'} on {data.daysLogged} logged {data.daysLogged === 1 ? 'day' : 'days'}
              {data.days > 1 ? `; amounts are daily averages over the logged days` : ''}
              {targets.data?.group ? ` · targets for ${targets.data.group}` : ''}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {data.nutrients.map((row) => (
                <NutrientCard key={row.key} row={row} days={data.days} />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}
