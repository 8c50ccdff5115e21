import { Center, Group, Loader, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { mealTypes } from '../../../src/domain/choices.ts';
import type { DailyProgressDto, FoodLogDto } from '../../../src/schemas/food-log.ts';
import { longDayLabel } from '../food-log/day-options.ts';
import { groupByMeal, MEAL_SECTION_LABELS } from '../food-log/meal-groups.ts';
import type { ChartTargets } from '../meal-visualization/chart-targets.ts';
import { MealEntryModal } from './MealEntryModal.tsx';
import { MealSections } from './MealSections.tsx';

// Charts and three.js load only when the 3D View opens.
const NutritionVisualizer = lazy(() => import('../meal-visualization/NutritionVisualizer.tsx').then((m) => ({ default: m.NutritionVisualizer })));

interface TodaysMealsCardProps {
  date: string;
  progress: DailyProgressDto | undefined;
  loading: boolean;
  error: boolean;
  targets: ChartTargets;
}

/** Today's Meals (spec §2): meal sections or the nutrition visualiser; an entry opens its detail. */
export function TodaysMealsCard({ date, progress, loading, error, targets }: TodaysMealsCardProps) {
  const [view, setView] = useState<'list' | '3d'>('list');
  const [opened, setOpened] = useState<FoodLogDto | null>(null);
  const entries = progress ? mealTypes.flatMap((type) => progress.meals[type]) : [];

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="todays-meals-title" data-tour="meals">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={2} size="h4" id="todays-meals-title">
              Today&apos;s Meals
            </Title>
            <Text size="sm" c="dimmed">
              {longDayLabel(date)}
            </Text>
          </div>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(v) => setView(v === '3d' ? '3d' : 'list')}
            data={[
              { value: 'list', label: 'List View' },
              { value: '3d', label: '3D View' },
            ]}
            aria-label="Meals view"
          />
        </Group>
        {error && (
          <Text size="sm" c="red.8">
            Meals could not be loaded.
          </Text>
        )}
        {loading && <Skeleton height={200} radius="md" />}
        {!loading && !error && view === 'list' && <MealSections groups={groupByMeal(entries, MEAL_SECTION_LABELS)} onOpen={setOpened} />}
        {!loading && !error && view === '3d' && (
          <Suspense
            fallback={
              <Center h={200}>
                <Loader size="sm" aria-label="Loading visualisation" />
              </Center>
            }
          >
            <NutritionVisualizer entries={entries} targets={targets} defaultTab="3d" />
          </Suspense>
        )}
      </Stack>
      <MealEntryModal entry={opened} onClose={() => setOpened(null)} />
    </Paper>
  );
}
