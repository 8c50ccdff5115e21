import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { FoodBadges } from './FoodBadges.tsx';
import type { FoodResult } from './types.ts';

/** What a result card shows: name, brand and serving, nutrition per default serving, badges. */
export function FoodCardContent({ food, favorite = false }: { food: FoodResult; favorite?: boolean }) {
  const n = food.nutrition;
  return (
    <>
      <Group gap={6} wrap="nowrap" component="span">
        {favorite && <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-hidden />}
        <Text component="span" fw={600} lineClamp={2}>
          {food.name}
          {favorite && <VisuallyHidden>, favorite</VisuallyHidden>}
        </Text>
        {food.mine && (
          <Badge size="xs" variant="light" color="indigo" c="dark.8" component="span" style={{ flexShrink: 0 }}>
            My food
          </Badge>
        )}
      </Group>
      <Text component="span" size="xs" c="dimmed" display="block">
        {[food.brand, food.servingSize, food.mine ? null : food.dataType].filter(Boolean).join(' · ')}
      </Text>
      <Text component="span" size="sm" display="block">
        <strong>{n.calories} kcal</strong> · P {n.protein} g · C {n.carbs} g · F {n.fats} g
      </Text>
      <FoodBadges food={food} />
    </>
  );
}
