import { Center, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mealTypes } from '../../../src/domain/choices.ts';
import type { DailyProgressDto, FoodLogDto } from '../../../src/schemas/food-log.ts';
import { ChoiceChips } from '../../components/ChoiceChips.tsx';
import { useFormat } from '../../i18n/format.ts';
import { groupByMeal } from '../../shared/meal-groups.ts';
import type { ChartTargets } from '../../shared/chart-targets.ts';
import { MealEntryModal } from '../food-log/index.ts';
import { MealSections } from './MealSections.tsx';

// Charts and three.js load only when the 3D View opens.
const NutritionVisualizer = lazy(() => import('../meal-visualization/index.ts').then((m) => ({ default: m.NutritionVisualizer })));
const DayLimits = lazy(() => import('../nutrients/index.ts').then((m) => ({ default: m.DayLimits })));

const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };

interface TodaysMealsCardProps {
  date: string;
  progress: DailyProgressDto | undefined;
  loading: boolean;
  error: boolean;
  targets: ChartTargets | undefined;
}

/** Today's Meals: meal sections, or the nutrition visualiser with the day's fiber, sodium, sugars and saturated fat; an entry opens its detail. */
export function TodaysMealsCard({ date, progress, loading, error, targets }: TodaysMealsCardProps) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const [view, setView] = useState<'list' | '3d'>('list');
  const [opened, setOpened] = useState<FoodLogDto | null>(null);
  const entries = progress ? mealTypes.flatMap((type) => progress.meals[type]) : [];

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="todays-meals-title" data-tour="meals">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={2} size="h4" id="todays-meals-title">
              {t('meals.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {format.day(date, LONG_DAY)}
            </Text>
          </div>
          <ChoiceChips
            size="xs"
            value={view}
            onChange={setView}
            data={[
              { value: 'list', label: t('meals.listView') },
              { value: '3d', label: t('meals.view3d') },
            ]}
            label={t('meals.viewLabel')}
          />
        </Group>
        {error && (
          <Text size="sm" c="red.8">
            {t('meals.loadError')}
          </Text>
        )}
        {loading && <Skeleton height={200} radius="md" />}
        {!loading && !error && view === 'list' && <MealSections groups={groupByMeal(entries)} onOpen={setOpened} />}
        {!loading && !error && view === '3d' && (
          <Suspense
            fallback={
              <Center h={200}>
                <Loader size="sm" aria-label={t('meals.loadingVisualisation')} />
              </Center>
            }
          >
            <NutritionVisualizer entries={entries} targets={targets} defaultTab="3d" />
            <DayLimits date={date} />
          </Suspense>
        )}
      </Stack>
      <MealEntryModal entry={opened} onClose={() => setOpened(null)} />
    </Paper>
  );
}
