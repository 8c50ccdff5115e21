import { Button, Group, Stack } from '@mantine/core';
import { IconHandFinger } from '@tabler/icons-react';
import { useState } from 'react';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { BarcodeLookup } from './BarcodeLookup.tsx';
import { FoodSearchFlow } from './FoodSearchFlow.tsx';
import { RecentFoods } from './RecentFoods.tsx';
import { SwipeTutorial } from './SwipeTutorial.tsx';
import { useTutorial } from './use-tutorial.ts';

/** The hub's Add Food tab: search flow, barcode lookup and Recent Foods (hidden while calculating). */
export function AddFoodPanel({ date }: { date: string }) {
  const [mealType, setMealType] = useState<MealType>('breakfast');
  const tutorial = useTutorial();

  return (
    <Stack gap="md">
      <Group justify="flex-end" hiddenFrom="sm">
        <Button variant="light" size="compact-sm" leftSection={<IconHandFinger size={14} aria-hidden />} onClick={tutorial.open}>
          Tutorial
        </Button>
      </Group>
      <FoodSearchFlow
        date={date}
        mealType={mealType}
        idle={(select) => (
          <Stack gap="md">
            <BarcodeLookup onFound={select} />
            <RecentFoods date={date} mealType={mealType} onMealTypeChange={setMealType} />
          </Stack>
        )}
      />
      <SwipeTutorial {...tutorial} />
    </Stack>
  );
}
