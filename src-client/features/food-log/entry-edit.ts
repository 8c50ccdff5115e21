import type { EditPreviewDto, FoodLogDto, MealType } from '../../../src/schemas/food-log.ts';

export interface EntryEditValues {
  quantity: string;
  mealType: MealType;
  date: string;
  calories: number | string;
  protein: number | string;
  carbs: number | string;
  fats: number | string;
}

export function entryEditValues(entry: FoodLogDto): EntryEditValues {
  return { quantity: entry.quantity, mealType: entry.mealType, date: entry.date, calories: entry.calories, protein: entry.protein, carbs: entry.carbs, fats: entry.fats };
}

const NUMBERS = ['calories', 'protein', 'carbs', 'fats'] as const;

/**
 * The `foodLog.update` input holding only what changed. Numbers are sent only for an entry with no
 * food: one with a food gets its numbers from the food for the new amount.
 */
export function entryUpdate(entry: FoodLogDto, values: EntryEditValues) {
  const quantity = values.quantity.trim();
  const numbers = entry.foodId === null ? NUMBERS.filter((k) => values[k] !== '' && Number(values[k]) !== entry[k]) : [];
  return {
    id: entry.id,
    ...(quantity !== entry.quantity ? { quantity } : {}),
    ...(values.mealType !== entry.mealType ? { mealType: values.mealType } : {}),
    ...(values.date !== entry.date ? { date: values.date } : {}),
    ...Object.fromEntries(numbers.map((k) => [k, Number(values[k])])),
  };
}

/** The number fields of an entry with no food, from the server's numbers for the typed amount. */
export function previewNumbers(preview: EditPreviewDto): Pick<EntryEditValues, 'calories' | 'protein' | 'carbs' | 'fats'> {
  return { calories: preview.calories, protein: preview.protein, carbs: preview.carbs, fats: preview.fats };
}
