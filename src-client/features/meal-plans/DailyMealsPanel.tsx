import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LogDayButton, MealActions } from './PlanActions.tsx';
import { ingredientPreview, mealsForDay, type SavedMeal } from './plan-math.ts';

const MACROS = ['calories', 'protein', 'carbs', 'fats'] as const;

interface Props {
  planId: number;
  days: number;
  day: number;
  onDay: (day: number) => void;
  meals: readonly SavedMeal[];
}

/** Day buttons and the selected day's meals, each with 'Log this meal' and 'Cook this'. */
export function DailyMealsPanel({ planId, days, day, onDay, meals }: Props) {
  const { t } = useTranslation('meal-plans');
  const todays = mealsForDay(meals, day);
  return (
    <Stack gap="md">
      <Group gap={6} role="group" aria-label={t('dailyMeals.days')}>
        {Array.from({ length: days }, (_, i) => i + 1).map((d) => (
          <Button key={d} size="xs" variant={d === day ? 'filled' : 'default'} aria-pressed={d === day} onClick={() => onDay(d)}>
            {t('day.title', { day: d })}
          </Button>
        ))}
      </Group>
      {todays.length === 0 ? (
        <Text c="dimmed">{t('dailyMeals.empty')}</Text>
      ) : (
        <>
          <Group justify="flex-end">
            <LogDayButton planId={planId} day={day} />
          </Group>
          {todays.map((meal, i) => (
            <MealItem key={`${meal.type}-${i}`} meal={meal} planId={planId} day={day} />
          ))}
        </>
      )}
    </Stack>
  );
}

function MealItem({ meal, planId, day }: { meal: SavedMeal; planId: number; day: number }) {
  const { t } = useTranslation('meal-plans');
  const { shown, more } = ingredientPreview(meal.ingredients);
  const name = meal.name ?? t('dailyMeals.meal');
  const macros = MACROS.filter((k) => meal[k] !== undefined).map((k) => t(`dailyMeals.macro.${k}`, { value: meal[k] }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h5">
            {name}
          </Title>
          <Text size="xs" c="dimmed" tt="capitalize">
            {meal.mealType ? t(`mealType.${meal.mealType}`) : (meal.type ?? t('dailyMeals.meal'))}
          </Text>
        </div>
        {meal.cookingTime !== undefined && (
          <Badge variant="light" leftSection={<IconClock size={12} aria-hidden />} style={{ flexShrink: 0 }}>
            {t('dailyMeals.minutes', { minutes: meal.cookingTime })}
          </Badge>
        )}
      </Group>
      {meal.description && (
        <Text size="sm" mt="xs">
          {meal.description}
        </Text>
      )}
      {macros.length > 0 && (
        <Text size="sm" mt="xs">
          {macros.join(' · ')}
        </Text>
      )}
      {shown.length > 0 && (
        <Text size="sm" c="dimmed" mt="xs">
          {more > 0 ? t('dailyMeals.andMore', { shown: shown.join(', '), count: more }) : shown.join(', ')}
        </Text>
      )}
      {meal.mealType && (
        <Group gap="xs" mt="sm">
          <MealActions planId={planId} day={day} mealType={meal.mealType} />
        </Group>
      )}
    </Paper>
  );
}
