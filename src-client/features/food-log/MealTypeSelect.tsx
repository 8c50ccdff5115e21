import { Select } from '@mantine/core';
import type { MealType } from '../../../src/schemas/food-log.ts';
import { MEAL_TYPE_OPTIONS } from './meal-groups.ts';

const isMealType = (value: string | null): value is MealType => MEAL_TYPE_OPTIONS.some((o) => o.value === value);

/** The 'Meal type' select: breakfast, lunch, dinner, snack. */
export function MealTypeSelect({ value, onChange, label = 'Meal type' }: { value: MealType; onChange: (meal: MealType) => void; label?: string }) {
  return (
    <Select
      label={label}
      data={MEAL_TYPE_OPTIONS}
      value={value}
      onChange={(meal) => isMealType(meal) && onChange(meal)}
      allowDeselect={false}
    />
  );
}
