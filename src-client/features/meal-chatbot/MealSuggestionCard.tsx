import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MealSuggestion } from '../../../src/schemas/ai.ts';

const DIFFICULTY_COLOR = { easy: 'green', medium: 'yellow', hard: 'red' } as const;

/** One suggested meal in a bot reply. */
export function MealSuggestionCard({ meal, onOpen }: { meal: MealSuggestion; onOpen: () => void }) {
  const { t } = useTranslation('meal-chatbot');
  const n = meal.nutrition;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={meal.name} data-testid="meal-suggestion">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{meal.name}</Text>
          {/* A long name must not squeeze the badge into "Ea…". */}
          <Badge color={DIFFICULTY_COLOR[meal.difficulty]} variant="light" c="dark.8" size="sm" tt="capitalize" style={{ flexShrink: 0 }}>
            {t(`suggestion.difficulty.${meal.difficulty}`)}
          </Badge>
        </Group>
        <Group gap={4}>
          <IconClock size={14} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('suggestion.prepTime', { minutes: meal.prepTime })}
          </Text>
        </Group>
        <Text size="sm">{meal.description}</Text>
        <Text size="xs">
          {t('suggestion.nutrition', { calories: Math.round(n.calories), protein: Math.round(n.protein), carbs: Math.round(n.carbs), fats: Math.round(n.fats) })}
        </Text>
        {meal.dietaryTags.length > 0 && (
          <Group gap={4}>
            {meal.dietaryTags.map((tag) => (
              <Badge key={tag} size="xs" variant="light" c="dark.8" maw="100%">
                {tag}
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
          <Button size="compact-sm" variant="light" onClick={onOpen} aria-label={t('suggestion.openLabel', { name: meal.name })}>
            {t('suggestion.open')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
