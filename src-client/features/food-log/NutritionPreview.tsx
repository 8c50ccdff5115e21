import { SimpleGrid, Text } from '@mantine/core';
import type { NutritionValues } from '../../../src/domain/nutrition.ts';
import classes from './NutritionPreview.module.css';

const MAIN = [
  ['calories', 'Calories', 'kcal'],
  ['protein', 'Protein', 'g'],
  ['carbs', 'Carbs', 'g'],
  ['fats', 'Fats', 'g'],
] as const;

/** Calories and macros as tiles, fiber, sugar and sodium as a line when known. */
export function NutritionPreview({ nutrition, label = 'Nutrition' }: { nutrition: NutritionValues; label?: string }) {
  const extra = [
    nutrition.fiber != null && `Fiber ${nutrition.fiber} g`,
    nutrition.sugar != null && `Sugar ${nutrition.sugar} g`,
    nutrition.sodium != null && `Sodium ${nutrition.sodium} mg`,
  ].filter(Boolean);
  return (
    <div role="group" aria-label={label}>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        {MAIN.map(([key, name, unit]) => (
          <div key={key} className={classes.tile} data-nutrient={key}>
            <Text size="xs" c="dimmed" fw={600}>
              {name}
            </Text>
            <Text fw={700}>
              {nutrition[key]} {unit}
            </Text>
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
