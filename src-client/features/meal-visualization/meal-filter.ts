import { mealTypes, type MealType } from '../../../src/domain/choices.ts';

export type MealFilter = 'all' | MealType;

/** The meal type choices, each labelled by `filter.<value>`. */
export const MEAL_FILTERS: readonly MealFilter[] = ['all', ...mealTypes];

export function isMealFilter(value: string | null): value is MealFilter {
  return MEAL_FILTERS.some((f) => f === value);
}

/** One meal's entries, or every meal's in breakfast, lunch, dinner, snack order. */
export function entriesFor<T>(meals: Record<MealType, T[]>, filter: MealFilter): T[] {
  return filter === 'all' ? mealTypes.flatMap((type) => meals[type]) : meals[filter];
}
