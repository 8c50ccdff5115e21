import { Badge, Group } from '@mantine/core';
import type { Badge as BadgeName } from '../../../src/domain/food-badges.ts';

const COLORS: Record<BadgeName, string> = {
  Vegan: 'leaf',
  Vegetarian: 'teal',
  Keto: 'grape',
  'High Protein': 'blue',
  'Low Cal': 'orange',
  'Gluten Free': 'yellow',
};

/** Spec §2 badges, as the server derived them from the food's facts. */
export function FoodBadges({ food }: { food: { badges: readonly BadgeName[] } }) {
  if (food.badges.length === 0) return null;
  return (
    <Group gap={4} component="span">
      {food.badges.map((badge) => (
        <Badge key={badge} size="xs" variant="light" color={COLORS[badge]} component="span" c="dark.8">
          {badge}
        </Badge>
      ))}
    </Group>
  );
}
