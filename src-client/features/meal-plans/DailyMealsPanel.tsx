import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChefHat, IconClock, IconPlus } from '@tabler/icons-react';
import { cookHref, ingredientPreview, mealsForDay, type SavedMeal } from './plan-math.ts';
import { useLogPlannedMeal } from './use-plan-actions.ts';

interface Props {
  planId: number;
  days: number;
  day: number;
  onDay: (day: number) => void;
  meals: readonly SavedMeal[];
}

/** Day buttons and the selected day's meals, each with 'Log this meal' and 'Cook this'. */
export function DailyMealsPanel({ planId, days, day, onDay, meals }: Props) {
  const todays = mealsForDay(meals, day);
  const { log, pending } = useLogPlannedMeal();
  return (
    <Stack gap="md">
      <Group gap={6} role="group" aria-label="Plan days">
        {Array.from({ length: days }, (_, i) => i + 1).map((d) => (
          <Button key={d} size="xs" variant={d === day ? 'filled' : 'default'} aria-pressed={d === day} onClick={() => onDay(d)}>
            Day {d}
          </Button>
        ))}
      </Group>
      {todays.length === 0 ? (
        <Text c="dimmed">No meal planned for this day</Text>
      ) : (
        todays.map((meal, i) => (
          <MealItem
            key={`${meal.type}-${i}`}
            meal={meal}
            logging={pending?.day === day && pending.mealType === meal.mealType}
            onLog={meal.mealType ? () => log({ planId, day, mealType: meal.mealType! }) : undefined}
            cookHref={meal.mealType ? cookHref(planId, day, meal.mealType) : undefined}
          />
        ))
      )}
    </Stack>
  );
}

interface ItemProps {
  meal: SavedMeal;
  logging: boolean;
  onLog?: () => void;
  cookHref?: string;
}

function MealItem({ meal, logging, onLog, cookHref: href }: ItemProps) {
  const { shown, more } = ingredientPreview(meal.ingredients);
  const macros = (['calories', 'protein', 'carbs', 'fats'] as const).filter((k) => meal[k] !== undefined);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={meal.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h5">
            {meal.name}
          </Title>
          <Text size="xs" c="dimmed" tt="capitalize">
            {meal.type}
          </Text>
        </div>
        {meal.cookingTime !== undefined && (
          <Badge variant="light" leftSection={<IconClock size={12} aria-hidden />}>
            {meal.cookingTime} min
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
          {macros.map((k) => `${k[0]!.toUpperCase()}${k.slice(1)}: ${meal[k]}${k === 'calories' ? ' kcal' : ' g'}`).join(' · ')}
        </Text>
      )}
      {shown.length > 0 && (
        <Text size="sm" c="dimmed" mt="xs">
          {shown.join(', ')}
          {more > 0 && ` ... and ${more} more`}
        </Text>
      )}
      <Group gap="xs" mt="sm">
        {onLog && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} loading={logging} onClick={onLog}>
            Log this meal
          </Button>
        )}
        {href && (
          <Button size="xs" variant="default" component="a" href={href} leftSection={<IconChefHat size={14} aria-hidden />}>
            Cook this
          </Button>
        )}
      </Group>
    </Paper>
  );
}
