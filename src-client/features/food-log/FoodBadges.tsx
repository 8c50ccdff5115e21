import { Badge, Group } from '@mantine/core';
import { foodBadges, type Badge as BadgeName, type BadgeFood } from '../../../src/domain/food-badges.ts';

const COLORS: Record<BadgeName, string> = {
  Vegan: 'leaf',
  Vegetarian: 'teal',
  Keto: 'grape',
  'High Protein': 'blue',
  'Low Cal': 'orange',
  'Gluten Free': 'yellow',
};

/** The name- and nutrition-derived badges of spec §2. */
export function FoodBadges({ food }: { food: BadgeFood }) {
  const badges = foodBadges(food);
  if (badges.length === 0) return null;
  return (
    <Group gap={4} component="span">
      {badges.map((badge) => (
        <Badge key={badge} size="xs" variant="light" color={COLORS[badge]} component="span" c="dark.8">
          {badge}
        </Badge>
      ))}
    </Group>
  );
}
