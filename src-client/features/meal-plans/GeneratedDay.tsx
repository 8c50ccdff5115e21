import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MacroNumbers, PlanDay, PlannedMeal } from '../../../src/schemas/meal-plan.ts';
import { LogDayButton, MealActions } from './PlanActions.tsx';

const SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
const LABEL = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' } as const;

/** One generated day: its meals and the day's totals against the targets. */
export function GeneratedDay({ planId, day, targets }: { planId: number; day: PlanDay; targets: MacroNumbers }) {
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-label={`Day ${day.day}`}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={3} size="h4">
          Day {day.day}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {day.totals.calories} / {targets.calories} kcal · P {day.totals.protein} / {targets.protein} g
          </Text>
          <LogDayButton planId={planId} day={day.day} />
        </Group>
      </Group>
      <Stack gap="xs">
        {SLOTS.map((slot) => {
          const meal = day[slot];
          return meal ? <MealRow key={slot} label={LABEL[slot]} meal={meal} actions={<MealActions planId={planId} day={day.day} mealType={slot} />} /> : null;
        })}
      </Stack>
    </Paper>
  );
}

function MealRow({ label, meal, actions }: { label: string; meal: PlannedMeal; actions: ReactNode }) {
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
            {meal.nutrition.calories} kcal · {meal.nutrition.protein} g protein · {meal.prepTime} min prep + {meal.cookingTime} min cooking
          </Text>
        </div>
        <Badge variant="light" tt="capitalize" style={{ flexShrink: 0 }}>
          {meal.difficulty}
        </Badge>
      </Group>
      <Group gap="xs">{actions}</Group>
    </Stack>
  );
}
