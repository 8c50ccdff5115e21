import type { MacroTotals, StatedExtras } from '../schemas/nutrition.ts';
import { scaleAmounts, type NutrientAmounts } from './micronutrients.ts';

/** The macros, with fiber, sugar and sodium where known. */
export type NutritionValues = MacroTotals & Partial<StatedExtras>;

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

/** A food's numbers per 100 g; a nutrient it gives no value for is null (unknown), never zero. */
export type Per100g = MacroTotals & StatedExtras;

/** What an entry of a food holds: rounded as `roundNutrition`, unknowns null, tracked nutrients as `scaleAmounts`. */
export interface GramsNutrition extends Per100g {
  nutrients: NutrientAmounts;
}

/**
 * The nutrition of `grams` of a food from its numbers per 100 g: the one computation behind every
 * entry of a food (the client's preview and what the server stores, decision 109). Scaling goes
 * from the per-100 g values, never from an already rounded serving, so every path rounds once.
 */
export function nutritionForGrams(per100: Per100g & { nutrients?: NutrientAmounts | null }, grams: number): GramsNutrition {
  const f = grams / 100;
  const rounded = roundNutrition(scaleNutrition({ calories: per100.calories, protein: per100.protein, carbs: per100.carbs, fats: per100.fats, fiber: per100.fiber, sugar: per100.sugar, sodium: per100.sodium }, f));
  return { ...rounded, fiber: rounded.fiber ?? null, sugar: rounded.sugar ?? null, sodium: rounded.sodium ?? null, nutrients: scaleAmounts(per100.nutrients ?? {}, f) };
}

/** Every number of an entry times `factor` (an entry's own amount changed, a saved meal's servings); round with `roundNutrition`. */
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
