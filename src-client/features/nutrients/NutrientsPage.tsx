import { Container, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useUserToday } from '../../shared/use-user-today.ts';
import { NutrientCard } from './NutrientCard.tsx';
import { PERIODS, rangeOf, type Period } from './nutrient-view.ts';
import { PageHeading } from '../../components/PageHeading.tsx';

/** `/nutrients`: fiber, sodium, sugars, vitamins, minerals and more for a day, 7 or 30 days against the user's targets and limits. */
export function NutrientsPage() {
  const { t } = useTranslation('nutrients');
  useDocumentTitle(t('page.documentTitle'));
  const today = useUserToday();
  const [period, setPeriod] = useState<Period>('day');
  const report = trpc.nutrients.report.useQuery(rangeOf(period, today));
  const targets = trpc.nutrients.targets.useQuery();
  const data = report.data;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('page.title')} intro={t('page.subtitle')}>
          <SegmentedControl
            value={period}
            onChange={(v) => setPeriod(PERIODS.find((p) => p.value === v)?.value ?? 'day')}
            data={PERIODS.map((p) => ({ value: p.value, label: t(`page.periods.${p.value}`) }))}
            aria-label={t('page.periodLabel')}
          />
        </PageHeading>
        {report.isError ? (
          <ErrorAlert title={t('page.loadError')}>{t('page.loadErrorDetail')}</ErrorAlert>
        ) : !data ? (
          <Skeleton height={240} radius="md" aria-label={t('page.loading')} />
        ) : (
          <>
            <Text size="sm" c="dimmed" data-testid="nutrients-summary">
              {t('summary.counts', { entries: data.entries, days: data.daysLogged })}
              {data.days > 1 ? t('summary.averages') : ''}
              {targets.data?.group ? t('summary.group', { group: targets.data.group }) : ''}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {data.nutrients.map((row) => (
                <NutrientCard key={row.key} row={row} days={data.days} entries={data.entries} />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}
