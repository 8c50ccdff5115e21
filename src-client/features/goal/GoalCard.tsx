import { Button, Group, NumberInput, Select, Skeleton, Text } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useWeightUnit } from '../weight/use-weight.ts';
import { formatWeightIn, toDisplay, toKg, unitLabel } from '../weight/weight-units.ts';
import { useGoal } from './use-goal.ts';

const TrendChart = lazy(() => import('./TrendChart.tsx'));
const RATES = [0.25, 0.5, 0.75, 1];
const longDate = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Goal weight and weekly rate, the trend weight through the weigh-ins, and when the goal is reached. */
export function GoalCard() {
  const { goal, set } = useGoal();
  const unit = useWeightUnit();
  const data = goal.data;
  const [weight, setWeight] = useState<string | number>('');
  const [rate, setRate] = useState<string | null>(null);
  const shownWeight = weight !== '' ? weight : data?.goalWeight != null ? toDisplay(data.goalWeight, unit) : '';
  const shownRate = rate ?? String(data?.weeklyRate ?? 0.5);
  const save = () => typeof shownWeight === 'number' && set.mutate({ goalWeight: Math.round(toKg(shownWeight, unit) * 100) / 100, weeklyRate: Number(shownRate) });

  return (
    <SectionCard titleId="goal-title" title="Goal weight" icon={IconTarget} color="leaf-7" testId="goal-card" gap="md">
      {goal.isPending ? (
        <Skeleton height={120} radius="sm" />
      ) : goal.isError || !data ? (
        <ErrorAlert title="Failed to fetch your goal">Your goal could not be loaded. Please try again later.</ErrorAlert>
      ) : (
        <>
          <Group gap="xs" align="end" wrap="wrap">
            <NumberInput label={`Goal weight (${unitLabel(unit)})`} value={shownWeight} onChange={setWeight} decimalScale={1} allowNegative={false} w={{ base: '100%', xs: 180 }} />
            <Select label="Weekly rate" value={shownRate} onChange={setRate} allowDeselect={false} data={RATES.map((r) => ({ value: String(r), label: `${formatWeightIn(r, unit)} a week` }))} w={{ base: '100%', xs: 180 }} />
            <Button onClick={save} loading={set.isPending} disabled={typeof shownWeight !== 'number'}>
              Save goal
            </Button>
          </Group>
          <Group gap="xl" wrap="wrap">
            <div>
              <Text size="sm" c="dimmed">
                Trend weight
              </Text>
              <Text fw={800} fz={24} data-testid="trend-weight">
                {data.trendWeight !== null ? formatWeightIn(data.trendWeight, unit) : '—'}
              </Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                Estimated date
              </Text>
              <Text fw={800} fz={24} data-testid="goal-date">
                {data.goalWeight === null ? 'Set a goal' : data.estimatedDate === null ? 'Log a weigh-in' : data.direction === 0 ? 'Goal reached' : longDate(data.estimatedDate)}
              </Text>
            </div>
          </Group>
          <Text size="xs" c="dimmed">
            The trend is a moving average that takes a tenth of each day's difference, so water and salt do not swing it.
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
