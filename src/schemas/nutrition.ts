import { z } from 'zod';

/**
 * What the app counts for a food, an entry, a meal or a day: kcal; grams of protein, carbs, fats,
 * fiber and sugar; milligrams of sodium. The one declaration of this shape (decision 113): the
 * narrower and looser forms below and elsewhere are derived from it.
 */
export const nutrition = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fats: z.number(),
  fiber: z.number(),
  sugar: z.number(),
  sodium: z.number(),
});
export type Nutrition = z.infer<typeof nutrition>;

/** Energy and the three macronutrients. */
export const macroTotals = nutrition.pick({ calories: true, protein: true, carbs: true, fats: true });
export type MacroTotals = z.infer<typeof macroTotals>;

/** Fiber, sugar and sodium as a food states them: null where it gives no value (unknown, never zero). */
export type StatedExtras = { [K in Exclude<keyof Nutrition, keyof MacroTotals>]: Nutrition[K] | null };

/** The counts as a food or a log entry states them (StatedExtras). */
export const statedNutrition = nutrition.extend({ fiber: nutrition.shape.fiber.nullable(), sugar: nutrition.shape.sugar.nullable(), sodium: nutrition.shape.sodium.nullable() });
