import { SimpleGrid, Text } from '@mantine/core';
import type { MacroTotals } from '../../../src/schemas/food-log.ts';
import classes from './NutritionPreview.module.css';

const ITEMS = [
  ['calories', 'Calories', 'kcal'],
  ['protein', 'Protein', 'g'],
  ['carbs', 'Carbs', 'g'],
  ['fats', 'Fats', 'g'],
] as const;

/** Day totals: calories, protein, carbs and fats. */
export function MacroTotalsRow({ totals, label }: { totals: MacroTotals; label: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" role="group" aria-label={label}>
      {ITEMS.map(([key, name, unit]) => (
        <div key={key} className={classes.tile} data-nutrient={key}>
          <Text size="xs" c="dimmed" fw={600}>
            {name}
          </Text>
          <Text fw={700} size="lg">
            {totals[key].toLocaleString('en-US')} {unit}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
