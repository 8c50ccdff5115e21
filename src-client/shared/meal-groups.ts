import { mealTypes, type MealType } from '../../src/domain/choices.ts';
import type { MacroTotals } from '../../src/schemas/nutrition.ts';
import { sumMacros } from '../../src/domain/nutrition.ts';

export const MEAL_TYPE_LABELS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** Today's Meals names the last section in the plural. */
export const MEAL_SECTION_LABELS: Record<MealType, string> = { ...MEAL_TYPE_LABELS, snack: 'Snacks' };

export interface LoggedEntry extends MacroTotals {
  id: number;
  mealType: MealType;
  createdAt: string;
}

export interface MealGroup<T> {
  type: MealType;
  label: string;
  entries: T[];
  totals: MacroTotals;
}

function chronological<T extends LoggedEntry>(a: T, b: T): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
}

/** Entries by meal type in the fixed order breakfast, lunch, dinner, snack, oldest first within a meal. */
export function groupByMeal<T extends LoggedEntry>(
  entries: readonly T[],
  labels: Record<MealType, string> = MEAL_TYPE_LABELS,
): MealGroup<T>[] {
  return mealTypes.map((type) => {
    const inMeal = entries.filter((e) => e.mealType === type).sort(chronological);
    return { type, label: labels[type], entries: inMeal, totals: sumMacros(inMeal) };
  });
}
