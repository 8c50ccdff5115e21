import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NutritionValues } from '../../../src/domain/nutrition.ts';
import classes from './NutritionPreview.module.css';

const MAIN = [
  ['calories', 'kcal'],
  ['protein', 'g'],
  ['carbs', 'g'],
  ['fats', 'g'],
] as const;

const EXTRA = ['fiber', 'sugar', 'sodium'] as const;

/** Calories and macros as tiles, fiber, sugar and sodium as a line when known. */
export function NutritionPreview({ nutrition, label }: { nutrition: NutritionValues; label?: string }) {
  const { t } = useTranslation('food-log');
  const extra = EXTRA.flatMap((key) => {
    const value = nutrition[key];
    return value == null ? [] : [t(`nutrition.${key}`, { value })];
  });
  return (
    <div role="group" aria-label={label ?? t('nutrition.label')}>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        {MAIN.map(([key, unit]) => (
          <div key={key} className={classes.tile} data-nutrient={key}>
            <Text size="xs" c="dimmed" fw={600}>
              {t(`nutrients.${key}`)}
            </Text>
            <Text fw={700}>{t('units.exact', { value: nutrition[key], unit })}</Text>
          </div>
        ))}
      </SimpleGrid>
      {extra.length > 0 && (
        <Text size="xs" c="dimmed" mt={6}>
          {extra.join(' · ')}
        </Text>
      )}
    </div>
  );
}
