import { Button, Group, NumberInput, Select, Skeleton, Text } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useWeightUnit } from '../../shared/use-weight.ts';
import { toDisplay, toKg, unitLabel } from '../../shared/weight-units.ts';
import { useGoal } from './use-goal.ts';

const TrendChart = lazy(() => import('./TrendChart.tsx'));
const RATES = [0.25, 0.5, 0.75, 1];
const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/** Goal weight and weekly rate, the trend weight through the weigh-ins, and when the goal is reached. */
export function GoalCard() {
  const { t } = useTranslation('goal');
  const format = useFormat();
  const { goal, set } = useGoal();
  const unit = useWeightUnit();
  const weightIn = (kg: number) => t('units.weight', { value: toDisplay(kg, unit), unit: unitLabel(unit) });
  const data = goal.data;
  const [weight, setWeight] = useState<string | number>('');
  const [rate, setRate] = useState<string | null>(null);
  const shownWeight = weight !== '' ? weight : data?.goalWeight != null ? toDisplay(data.goalWeight, unit) : '';
  const shownRate = rate ?? String(data?.weeklyRate ?? 0.5);
  const save = () => typeof shownWeight === 'number' && set.mutate({ goalWeight: Math.round(toKg(shownWeight, unit) * 100) / 100, weeklyRate: Number(shownRate) });

  return (
    <SectionCard titleId="goal-title" title={t('goal.title')} icon={IconTarget} color="leaf-7" testId="goal-card" gap="md">
      {goal.isPending ? (
        <Skeleton height={120} radius="sm" />
      ) : goal.isError || !data ? (
        <ErrorAlert title={t('goal.loadFailed')}>{t('goal.loadFailedDetail')}</ErrorAlert>
      ) : (
        <>
          <Group gap="xs" align="end" wrap="wrap">
            <NumberInput label={t('goal.weightLabel', { unit: unitLabel(unit) })} value={shownWeight} onChange={setWeight} decimalScale={1} allowNegative={false} w={{ base: '100%', xs: 180 }} />
            <Select label={t('goal.rateLabel')} value={shownRate} onChange={setRate} allowDeselect={false} data={RATES.map((r) => ({ value: String(r), label: t('goal.rate', { value: toDisplay(r, unit), unit: unitLabel(unit) }) }))} w={{ base: '100%', xs: 180 }} />
            <Button onClick={save} loading={set.isPending} disabled={typeof shownWeight !== 'number'}>
              {t('goal.save')}
            </Button>
          </Group>
          <Group gap="xl" wrap="wrap">
            <div>
              <Text size="sm" c="dimmed">
                {t('goal.trendWeight')}
              </Text>
              <Text fw={800} fz={24} data-testid="trend-weight">
                {data.trendWeight !== null ? weightIn(data.trendWeight) : '—'}
              </Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                {t('goal.estimatedDate')}
              </Text>
              <Text fw={800} fz={24} data-testid="goal-date">
                {data.goalWeight === null
                  ? t('goal.setGoal')
                  : data.estimatedDate === null
                    ? t('goal.logWeighIn')
                    : data.direction === 0
                      ? t('goal.reached')
                      : format.day(data.estimatedDate, LONG_DATE)}
              </Text>
            </div>
          </Group>
          <Text size="xs" c="dimmed">
            {t('goal.trendNote')}
          </Text>
          {data.points.length > 0 && (
            <Suspense fallback={<Skeleton height={260} radius="sm" />}>
              <TrendChart points={data.points} goalKg={data.goalWeight} unit={unit} />
            </Suspense>
          )}
        </>
      )}
    </SectionCard>
  );
}
