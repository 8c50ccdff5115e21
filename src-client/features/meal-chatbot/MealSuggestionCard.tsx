import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { MealSuggestion } from '../../../src/schemas/ai.ts';

const DIFFICULTY_COLOR = { easy: 'green', medium: 'yellow', hard: 'red' } as const;

/** One suggested meal in a bot reply. */
export function MealSuggestionCard({ meal, onOpen }: { meal: MealSuggestion; onOpen: () => void }) {
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={meal.name} data-testid="meal-suggestion">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{meal.name}</Text>
          <Badge color={DIFFICULTY_COLOR[meal.difficulty]} variant="light" c="dark.8" size="sm" tt="capitalize">
            {meal.difficulty}
          </Badge>
        </Group>
        <Group gap={4}>
          <IconClock size={14} aria-hidden />
          <Text size="xs" c="dimmed">
            {meal.prepTime} min
          </Text>
        </Group>
        <Text size="sm">{meal.description}</Text>
        <Text size="xs">
          {Math.round(meal.nutrition.calories)} kcal · {Math.round(meal.nutrition.protein)} g protein · {Math.round(meal.nutrition.carbs)} g carbs ·{' '}
          {Math.round(meal.nutrition.fats)} g fats
        </Text>
        {meal.dietaryTags.length > 0 && (
          <Group gap={4}>
            {meal.dietaryTags.map((t) => (
              <Badge key={t} size="xs" variant="light" c="dark.8">
                {t}
              </Badge>
            ))}
          </Group>
        )}
        {meal.reasonForSuggestion && (
          <Text size="xs" c="dimmed" fs="italic">
            {meal.reasonForSuggestion}
          </Text>
        )}
        <Group>
          <Button size="compact-sm" variant="light" onClick={onOpen} aria-label={`Open recipe: ${meal.name}`}>
            Open recipe
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
