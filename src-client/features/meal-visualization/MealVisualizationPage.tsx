import { Button, Container, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useUser } from '../auth/use-current-user.ts';
import { useDayProgress } from '../dashboard/use-day-progress.ts';
import { DaySelect } from '../food-log/DaySelect.tsx';
import { useUserToday } from '../food-log/use-user-today.ts';
import { chartTargets } from './chart-targets.ts';
import { InfoCards } from './InfoCards.tsx';
import { entriesFor, isMealFilter, MEAL_FILTER_OPTIONS, type MealFilter } from './meal-filter.ts';
import { NutritionVisualizer } from './NutritionVisualizer.tsx';

/** `/meal-visualization`: a day's (or one meal's) nutrition as 3D, pie and bar views against targets. */
export function MealVisualizationPage() {
  useDocumentTitle('3D Meal Visualization · Platewise');
  const user = useUser();
  const today = useUserToday();
  const [date, setDate] = useState(today);
  const [meal, setMeal] = useState<MealFilter>('all');
  const progress = useDayProgress(date);
  const entries = progress.data ? entriesFor(progress.data.meals, meal) : [];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>3D Meal Visualization</Title>
          <Text c="dimmed">See what your meals are made of, against your daily targets.</Text>
        </div>
        <Group gap="md" align="flex-end" wrap="wrap">
          <DaySelect today={today} value={date} onChange={setDate} />
          <Select label="Meal type" data={MEAL_FILTER_OPTIONS} value={meal} onChange={(v) => isMealFilter(v) && setMeal(v)} allowDeselect={false} w={{ base: '100%', xs: 200 }} />
        </Group>
        <Paper withBorder radius="md" p="lg">
          {progress.isError && <ErrorAlert title="Failed to fetch daily progress">Please try again later.</ErrorAlert>}
          {progress.isPending && <Skeleton height={320} radius="md" />}
          {progress.isSuccess && entries.length === 0 && (
            <Stack align="center" ta="center" gap="xs" py="xl">
              <IconToolsKitchen2 size={36} color="var(--mantine-color-gray-6)" aria-hidden />
              <Title order={2} size="h4">
                No meals found
              </Title>
              <Text c="dimmed">Nothing is logged for this day and meal yet.</Text>
              <Button component={Link} to="/food-log" mt="xs">
                Log Your First Meal
              </Button>
            </Stack>
          )}
          {progress.isSuccess && entries.length > 0 && <NutritionVisualizer key={`${date}-${meal}`} entries={entries} targets={chartTargets(user)} />}
        </Paper>
        <InfoCards />
      </Stack>
    </Container>
  );
}
