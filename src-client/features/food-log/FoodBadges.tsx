import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Badge as BadgeName } from '../../../src/domain/food-badges.ts';

const BADGES = {
  Vegan: { key: 'vegan', color: 'leaf' },
  Vegetarian: { key: 'vegetarian', color: 'teal' },
  Keto: { key: 'keto', color: 'grape' },
  'High Protein': { key: 'highProtein', color: 'blue' },
  'Low Cal': { key: 'lowCal', color: 'orange' },
  'Gluten Free': { key: 'glutenFree', color: 'yellow' },
} as const satisfies Record<BadgeName, { key: string; color: string }>;

/** Spec §2 badges, as the server derived them from the food's facts. */
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
