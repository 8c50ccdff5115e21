import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { DATA_TYPE_KEYS } from './filter-options.ts';
import { FoodBadges } from './FoodBadges.tsx';
import type { FoodResult } from '../../shared/food-log-types.ts';

/** What a result card shows: name, brand and serving, nutrition per default serving, badges. */
export function FoodCardContent({ food, favorite = false }: { food: FoodResult; favorite?: boolean }) {
  const { t } = useTranslation('food-log');
  const { calories, protein, carbs, fats } = food.nutrition;
  return (
    <>
      <Group gap={6} wrap="nowrap" component="span">
        {favorite && <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-hidden />}
        <Text component="span" fw={600} lineClamp={2}>
          {food.name}
          {favorite && <VisuallyHidden>{t('card.favorite')}</VisuallyHidden>}
        </Text>
        {food.mine && (
          <Badge size="xs" variant="light" color="indigo" c="dark.8" component="span" style={{ flexShrink: 0 }}>
            {t('card.myFood')}
          </Badge>
        )}
      </Group>
      <Text component="span" size="xs" c="dimmed" display="block">
        {[food.brand, food.servingSize, food.mine ? null : t(`dataTypes.${DATA_TYPE_KEYS[food.dataType]}`)].filter(Boolean).join(' · ')}
      </Text>
      <Text component="span" size="sm" display="block">
        <Trans t={t} i18nKey="card.nutrition" values={{ calories, protein, carbs, fats }} components={{ strong: <strong /> }} />
      </Text>
      <FoodBadges food={food} />
    </>
  );
}
