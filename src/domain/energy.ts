/**
 * Atwater's general factors: the kcal a gram of protein, carbohydrate, fat or alcohol yields, the ones
 * food labels and USDA use. The one place they are written (lint refuses them elsewhere).
 */
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fats: 9, alcohol: 7 } as const;

/** Fibre's kcal per gram where it is counted apart from carbohydrate, as on an EU label (Regulation 1169/2011, Annex XIV). */
export const FIBRE_KCAL_PER_GRAM = 2;

/** The kcal the macronutrients carry; a missing one counts as none. */
export function macroKcal(m: { protein?: number | null; carbs?: number | null; fats?: number | null; alcohol?: number | null }): number {
  return (m.protein ?? 0) * KCAL_PER_GRAM.protein + (m.carbs ?? 0) * KCAL_PER_GRAM.carbs + (m.fats ?? 0) * KCAL_PER_GRAM.fats + (m.alcohol ?? 0) * KCAL_PER_GRAM.alcohol;
}
