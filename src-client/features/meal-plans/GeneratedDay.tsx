import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MacroNumbers, PlanDay, PlannedMeal } from '../../../src/schemas/meal-plan.ts';
import { LogDayButton, MealActions } from './PlanActions.tsx';

const SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;

/** One generated day: its meals and the day's totals against the targets. */
export function GeneratedDay({ planId, day, targets }: { planId: number; day: PlanDay; targets: MacroNumbers }) {
  const { t } = useTranslation('meal-plans');
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-label={t('day.title', { day: day.day })}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={3} size="h4">
          {t('day.title', { day: day.day })}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('day.totals', { calories: day.totals.calories, targetCalories: targets.calories, protein: day.totals.protein, targetProtein: targets.protein })}
          </Text>
          <LogDayButton planId={planId} day={day.day} />
        </Group>
      </Group>
      <Stack gap="xs">
        {SLOTS.map((slot) => {
          const meal = day[slot];
          return meal ? <MealRow key={slot} label={t(`mealType.${slot}`)} meal={meal} actions={<MealActions planId={planId} day={day.day} mealType={slot} />} /> : null;
        })}
      </Stack>
    </Paper>
  );
}

function MealRow({ label, meal, actions }: { label: string; meal: PlannedMeal; actions: ReactNode }) {
  const { t } = useTranslation('meal-plans');
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text size="sm" fw={600}>
            {meal.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('day.meal', { calories: meal.nutrition.calories, protein: meal.nutrition.protein, prep: meal.prepTime, cook: meal.cookingTime })}
          </Text>
        </div>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {t(`difficulty.${meal.difficulty}`)}
        </Badge>
      </Group>
      <Group gap="xs">{actions}</Group>
    </Stack>
  );
}
