import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MacroTotals } from '../../../src/schemas/nutrition.ts';
import classes from './NutritionPreview.module.css';

const ITEMS = [
  ['calories', 'kcal'],
  ['protein', 'g'],
  ['carbs', 'g'],
  ['fats', 'g'],
] as const;

/** Day totals: calories, protein, carbs and fats. */
export function MacroTotalsRow({ totals, label }: { totals: MacroTotals; label: string }) {
  const { t } = useTranslation('food-log');
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" role="group" aria-label={label}>
      {ITEMS.map(([key, unit]) => (
        <div key={key} className={classes.tile} data-nutrient={key}>
          <Text size="xs" c="dimmed" fw={600}>
            {t(`nutrients.${key}`)}
          </Text>
          <Text fw={700} size="lg">
            {t('units.amount', { value: totals[key], unit })}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
