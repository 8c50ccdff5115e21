import { mealTypes, type MealType } from '../../../src/domain/choices.ts';
import { MEAL_TYPE_LABELS } from '../food-log/meal-groups.ts';

export type MealFilter = 'all' | MealType;

export const MEAL_FILTER_OPTIONS: { value: MealFilter; label: string }[] = [
  { value: 'all', label: 'All meals' },
  ...mealTypes.map((value) => ({ value, label: MEAL_TYPE_LABELS[value] })),
];

export function isMealFilter(value: string | null): value is MealFilter {
  return MEAL_FILTER_OPTIONS.some((o) => o.value === value);
}

/** One meal's entries, or every meal's in breakfast, lunch, dinner, snack order. */
export function entriesFor<T>(meals: Record<MealType, T[]>, filter: MealFilter): T[] {
  return filter === 'all' ? mealTypes.flatMap((type) => meals[type]) : meals[filter];
}
