import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Badge as BadgeName } from '../../../src/domain/food-badges.ts';

const BADGES = {
  Vegan: { key: 'vegan', color: 'leaf' },
  Vegetarian: { key: 'vegetarian', color: 'teal' },
  Keto: { key: 'keto', color: 'grape' },
  'Gluten Free': { key: 'glutenFree', color: 'yellow' },
  'Dairy Free': { key: 'dairyFree', color: 'cyan' },
  'High Protein': { key: 'highProtein', color: 'blue' },
  'High Fiber': { key: 'highFiber', color: 'lime' },
  'Low Cal': { key: 'lowCal', color: 'orange' },
  'Low Fat': { key: 'lowFat', color: 'pink' },
  'Low Sodium': { key: 'lowSodium', color: 'indigo' },
} as const satisfies Record<BadgeName, { key: string; color: string }>;

/** Badges as the server derived them from the food's facts and its FDA claims per reference amount. */
export function FoodBadges({ food }: { food: { badges: readonly BadgeName[] } }) {
  const { t } = useTranslation('food-log');
  if (food.badges.length === 0) return null;
  return (
    <Group gap={4} component="span">
      {food.badges.map((badge) => (
        <Badge key={badge} size="xs" variant="light" color={BADGES[badge].color} component="span" c="dark.8">
          {t(`badges.${BADGES[badge].key}`)}
        </Badge>
      ))}
    </Group>
  );
}
