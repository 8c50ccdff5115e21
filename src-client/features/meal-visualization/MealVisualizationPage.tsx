import { Button, Container, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { useDayProgress } from '../../shared/use-day-progress.ts';
import { DaySelect } from '../food-log/index.ts';
import { useUserToday } from '../../shared/use-user-today.ts';
import { DayLimits } from '../nutrients/index.ts';
import { chartTargets } from '../../shared/chart-targets.ts';
import { InfoCards } from './InfoCards.tsx';
import { entriesFor, isMealFilter, MEAL_FILTERS, type MealFilter } from './meal-filter.ts';
import { NutritionVisualizer } from './NutritionVisualizer.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';

/** `/meal-visualization`: a day's (or one meal's) nutrition as 3D, pie and bar views against targets. */
export function MealVisualizationPage() {
  const { t } = useTranslation('meal-visualization');
  useDocumentTitle(t('page.documentTitle'));
  const today = useUserToday();
  const [date, setDate] = useState(today);
  const [meal, setMeal] = useState<MealFilter>('all');
  const progress = useDayProgress(date);
  const entries = progress.data ? entriesFor(progress.data.meals, meal) : [];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('page.title')} intro={t('page.intro')} />
        <Group gap="md" align="flex-end" wrap="wrap">
          <DaySelect today={today} value={date} onChange={setDate} />
          <Select
            label={t('page.mealType')}
            data={MEAL_FILTERS.map((value) => ({ value, label: t(`filter.${value}`) }))}
            value={meal}
            onChange={(v) => isMealFilter(v) && setMeal(v)}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        <Paper withBorder radius="md" p="lg">
          {progress.isError && <ErrorAlert title={t('page.loadError')}>{t('page.loadErrorDetail')}</ErrorAlert>}
          {progress.isPending && <Skeleton height={320} radius="md" />}
          {progress.isSuccess && entries.length === 0 && (
            <Stack align="center" ta="center" gap="xs" py="xl">
              <IconToolsKitchen2 size={36} color="var(--mantine-color-gray-6)" aria-hidden />
              <Title order={2} size="h4">
                {t('page.emptyTitle')}
              </Title>
              <Text c="dimmed">{t('page.emptyText')}</Text>
              <Button component={Link} to="/food-log" mt="xs">
                {t('page.emptyAction')}
              </Button>
            </Stack>
          )}
          {progress.data && entries.length > 0 && <NutritionVisualizer key={`${date}-${meal}`} entries={entries} targets={chartTargets(progress.data.targets)} />}
        </Paper>
        {/* Fiber, sodium, sugars and saturated fat are the whole day's, against the Nutrients page's targets. */}
        {progress.data && entries.length > 0 && (
          <Paper withBorder radius="md" p="lg">
            <DayLimits date={date} />
          </Paper>
        )}
        <InfoCards />
      </Stack>
    </Container>
  );
}
