import type { MacroTotals } from '../schemas/food-log.ts';

export interface NutritionValues extends MacroTotals {
  fiber?: number | null;
  sugar?: number | null;
  sodium?: number | null;
}

/** The seven numbers the app totals for a day, a meal or a recipe, all known. */
export interface NutrientTotals extends MacroTotals {
  fiber: number;
  sugar: number;
  sodium: number;
}

const one = (v: number) => Math.round(v * 10) / 10;

/** Calories to whole numbers, macros to one decimal, sodium to whole milligrams. */
export function roundNutrition<T extends NutritionValues>(n: T): T {
  return {
    ...n,
    calories: Math.round(n.calories),
    protein: one(n.protein),
    carbs: one(n.carbs),
    fats: one(n.fats),
    ...(n.fiber != null ? { fiber: one(n.fiber) } : {}),
    ...(n.sugar != null ? { sugar: one(n.sugar) } : {}),
    ...(n.sodium != null ? { sodium: Math.round(n.sodium) } : {}),
  };
}

export function scaleNutrition<T extends NutritionValues>(n: T, factor: number): T {
  const scale = (v: number | null | undefined) => (v == null ? v : v * factor);
  return {
    ...n,
    calories: n.calories * factor,
    protein: n.protein * factor,
    carbs: n.carbs * factor,
    fats: n.fats * factor,
    fiber: scale(n.fiber),
    sugar: scale(n.sugar),
    sodium: scale(n.sodium),
  };
}

/** Sums entries' macros; an empty list is all zeros. */
export function sumMacros(entries: readonly MacroTotals[]): MacroTotals {
  const total = entries.reduce(
    (acc, e) => ({ calories: acc.calories + e.calories, protein: acc.protein + e.protein, carbs: acc.carbs + e.carbs, fats: acc.fats + e.fats }),
    { calories: 0, protein: 0, carbs: 0, fats: 0 },
  );
  return roundNutrition(total);
}

/** Progress towards a goal: percent clamped to 0-100, remaining never below 0, reached at 98% or more. */
export function goalProgress(consumed: number, goal: number) {
  const percent = goal > 0 ? Math.min(100, Math.max(0, (consumed / goal) * 100)) : 0;
  return { percent, remaining: Math.max(0, goal - consumed), reached: goal > 0 && (consumed / goal) * 100 >= 98 };
}
