import { Button, Center, Grid, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconScale } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgressSummaryDto } from '../../../src/schemas/weight.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useFormat } from '../../i18n/format.ts';
import { LogWeightDialog, WeighInList, WeightProgressCard } from '../weight/index.ts';
import { useWeightLogs, useWeightUnit } from '../../shared/use-weight.ts';
import { formatChange, formatWeightIn } from '../../shared/weight-units.ts';
import { weightSeries } from './progress-view.ts';
import classes from './Progress.module.css';

const WeightChart = lazy(() => import('./WeightChart.tsx'));

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.stat} data-stat="weight">
      <Text size="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={800} lh={1.25}>
        {value}
      </Text>
    </div>
  );
}

const CHART_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

function EmptyWeight() {
  const { t } = useTranslation('progress');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack align="center" gap="sm">
        <IconScale size={40} aria-hidden color="var(--mantine-color-leaf-7)" />
        <Title order={2} size="h4">
          {t('weight.emptyTitle')}
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          {t('weight.emptyText')}
        </Text>
        <Button onClick={open}>{t('weight.logWeight')}</Button>
      </Stack>
      <LogWeightDialog opened={opened} onClose={close} />
    </Paper>
  );
}

/** Weight: current weight, weigh-ins, recent and total change, and a chart; or an empty state. */
export function WeightTab({ progress }: { progress: ProgressSummaryDto }) {
  const { t } = useTranslation('progress');
  const format = useFormat();
  const unit = useWeightUnit();
  const logs = useWeightLogs();
  const w = progress.weight;
  if (w.weighIns === 0 || w.current === null) return <EmptyWeight />;
  const change = (kg: number | null) => (kg === null ? '–' : formatChange(kg, unit));

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" data-testid="weight-stats">
            <Stat label={t('weight.current')} value={formatWeightIn(w.current, unit)} />
            <Stat label={t('weight.weighIns')} value={format.number(w.weighIns)} />
            <Stat label={t('weight.recentChange')} value={change(w.recentChange)} />
            <Stat label={t('weight.totalChange')} value={change(w.totalChange)} />
          </SimpleGrid>
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="weight-history-title">
            <Title order={2} size="h4" id="weight-history-title" mb="md">
              {t('weight.history')}
            </Title>
            {logs.isError ? (
              <ErrorAlert title={t('weight.loadError')} />
            ) : !logs.data ? (
              <Center h={260}>
                <Loader size="sm" aria-label={t('weight.loadingWeighIns')} />
              </Center>
            ) : (
              <Suspense fallback={<Center h={260}><Loader size="sm" aria-label={t('weight.loadingChart')} /></Center>}>
                <WeightChart data={weightSeries(logs.data, unit, (day) => format.day(day, CHART_DAY))} unit={unit} />
              </Suspense>
            )}
          </Paper>
          {logs.data && logs.data.length > 0 && (
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="weigh-ins-title">
              <Title order={2} size="h4" id="weigh-ins-title" mb="sm">
                {t('weight.list')}
              </Title>
              <WeighInList logs={logs.data} unit={unit} />
            </Paper>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <WeightProgressCard />
      </Grid.Col>
    </Grid>
  );
}
