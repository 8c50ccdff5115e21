import type { MealType } from '../../../src/schemas/food-log.ts';

export interface QuickAddValues {
  foodName: string;
  calories: number | string;
  protein: number | string;
  carbs: number | string;
  fats: number | string;
  mealType: MealType;
}

export const QUICK_ADD_EMPTY: QuickAddValues = { foodName: '', calories: '', protein: '', carbs: '', fats: '', mealType: 'breakfast' };

const LIMITS = { calories: 20_000, protein: 2_000, carbs: 2_000, fats: 2_000 } as const;
const LABELS = { calories: 'Calories', protein: 'Protein', carbs: 'Carbs', fats: 'Fats' } as const;

/** Empty macros count as 0; calories are required. */
function amount(value: number | string): number {
  return value === '' ? 0 : Number(value);
}

export function validateQuickAdd(values: QuickAddValues): Partial<Record<keyof QuickAddValues, string>> {
  const errors: Partial<Record<keyof QuickAddValues, string>> = {};
  if (!values.foodName.trim()) errors.foodName = 'Food name is required';
  else if (values.foodName.trim().length > 200) errors.foodName = 'Food name must be at most 200 characters';
  if (values.calories === '') errors.calories = 'Calories are required';
  for (const key of ['calories', 'protein', 'carbs', 'fats'] as const) {
    if (errors[key]) continue;
    const n = amount(values[key]);
    if (!Number.isFinite(n) || n < 0) errors[key] = `${LABELS[key]} cannot be negative`;
    else if (n > LIMITS[key]) errors[key] = `${LABELS[key]} must be at most ${LIMITS[key]}`;
  }
  return errors;
}

/** A custom food logged as one serving. */
export function quickAddInput(values: QuickAddValues, date: string) {
  return {
    date,
    mealType: values.mealType,
    foodName: values.foodName.trim(),
    quantity: '1 serving',
    calories: Math.round(amount(values.calories)),
    protein: amount(values.protein),
    carbs: amount(values.carbs),
    fats: amount(values.fats),
    dataType: 'local' as const,
  };
}
