import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MacroTotals } from '../../../src/schemas/nutrition.ts';

export interface MealComponent extends MacroTotals {
  id: number;
  foodName: string;
  quantity: string;
}

/** One card per food with its macros. */
export function MealComponentsGrid({ entries }: { entries: readonly MealComponent[] }) {
  const { t } = useTranslation('meal-visualization');
  return (
    <section aria-labelledby="meal-components-title">
      <Title order={3} size="h5" id="meal-components-title" mb="xs">
        {t('components.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        {entries.map((e) => (
          <Paper key={e.id} withBorder radius="md" p="sm">
            <Text fw={600} size="sm" lineClamp={2}>
              {e.foodName}
            </Text>
            <Text size="xs" c="dimmed">
              {e.quantity}
            </Text>
            <Text size="sm" mt={4}>
              <strong>{t('components.kcal', { calories: e.calories })}</strong> · {t('components.macros', { protein: e.protein, carbs: e.carbs, fats: e.fats })}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
