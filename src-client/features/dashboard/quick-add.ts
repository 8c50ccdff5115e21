import { quickAddInput, type QuickAddInput } from '../../../src/schemas/food-log-changes.ts';
import type { MealType } from '../../../src/schemas/food-log.ts';

export interface QuickAddValues {
  label: string;
  calories: number | string;
  protein: number | string;
  carbs: number | string;
  fats: number | string;
  mealType: MealType;
}

export const QUICK_ADD_EMPTY: QuickAddValues = { label: '', calories: '', protein: '', carbs: '', fats: '', mealType: 'breakfast' };

const amount = (value: number | string) => (value === '' ? undefined : Number(value));

/** The `foodLog.quickAdd` input: empty macros and label are left out. */
export function quickAddRequest(values: QuickAddValues, date: string): QuickAddInput {
  const label = values.label.trim();
  return {
    date,
    mealType: values.mealType,
    ...(label ? { label } : {}),
    calories: amount(values.calories) as number,
    protein: amount(values.protein),
    carbs: amount(values.carbs),
    fats: amount(values.fats),
  };
}

/** The server's own rules (the shared schema), as form errors by field. */
export function validateQuickAdd(values: QuickAddValues, date: string): Partial<Record<keyof QuickAddValues, string>> {
  if (values.calories === '') return { calories: 'Calories are required' };
  const parsed = quickAddInput.safeParse(quickAddRequest(values, date));
  const errors: Partial<Record<keyof QuickAddValues, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof QuickAddValues;
    errors[field] ??= issue.message;
  }
  return errors;
}
