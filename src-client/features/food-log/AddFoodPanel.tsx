import { Button, Group, Stack } from '@mantine/core';
import { IconBolt, IconHandFinger } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { MyFoodsPanel } from '../custom-foods/index.ts';
import { QuickAddDialog } from './QuickAddDialog.tsx';
import { BarcodeLookup } from './BarcodeLookup.tsx';
import { DayBudget } from './DayBudget.tsx';
import { FoodSearchFlow } from './FoodSearchFlow.tsx';
import { RecentFoods } from './RecentFoods.tsx';
import { SavedMealsList } from './SavedMealsList.tsx';
import { SwipeTutorial } from './SwipeTutorial.tsx';
import { useTutorial } from './use-tutorial.ts';

/** The hub's Add Food tab: the day so far, search flow, quick add, barcode lookup, saved meals and Recent Foods (hidden while calculating). */
export function AddFoodPanel({ date }: { date: string }) {
  const [mealType, setMealType] = useState<MealType>('breakfast');
  const [quickAdd, setQuickAdd] = useState(false);
  const tutorial = useTutorial();
  const { t } = useTranslation('food-log');
  // `?q=` (the voice tab's unmatched phrases) fills the search once, then leaves the URL.
  const { q } = useSearch({ from: '/food-log' });
  const navigate = useNavigate({ from: '/food-log' });
  const prefilled = () => void navigate({ search: ({ q: _, ...rest }) => rest, replace: true });

  return (
    <Stack gap="md">
      <DayBudget date={date} />
      <Group justify="flex-end" gap="xs">
        <Button variant="light" size="compact-sm" leftSection={<IconBolt size={14} aria-hidden />} onClick={() => setQuickAdd(true)}>
          {t('addFood.quickAdd')}
        </Button>
        <Button variant="light" size="compact-sm" leftSection={<IconHandFinger size={14} aria-hidden />} onClick={tutorial.open} hiddenFrom="sm">
          {t('addFood.tutorial')}
        </Button>
      </Group>
      <FoodSearchFlow
        date={date}
        mealType={mealType}
        prefill={q}
        onPrefilled={prefilled}
        idle={(select) => (
          <Stack gap="md">
            <BarcodeLookup onFound={select} />
            <MyFoodsPanel onFound={select} />
            <SavedMealsList date={date} mealType={mealType} />
            <RecentFoods date={date} mealType={mealType} onMealTypeChange={setMealType} />
          </Stack>
        )}
      />
      <QuickAddDialog opened={quickAdd} onClose={() => setQuickAdd(false)} date={date} />
      <SwipeTutorial {...tutorial} />
    </Stack>
  );
}
