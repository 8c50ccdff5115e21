import { z } from 'zod';
import { NUTRIENT_CLAIMS } from '../../src/domain/nutrient-claims.ts';

/**
 * A USDA food as the seed names it: source letter and USDA id. s: FNDDS food code (Survey),
 * r: SR28 NDB number (SR Legacy), f: Foundation fdc_id.
 */
export const foodRef = z.string().regex(/^[frs]:\d{4,8}$/, 'a food is "s:<FNDDS food code>", "r:<SR NDB number>" or "f:<Foundation fdc_id>"');
export type FoodRef = z.infer<typeof foodRef>;
export const SOURCE_CODES = new Map([
  ['f', 'foundation'],
  ['r', 'sr_legacy'],
  ['s', 'survey'],
]);

const accept = z.array(foodRef).min(1).refine((ids) => new Set(ids).size === ids.length, 'an id is listed twice');

export const searchCase = z.strictObject({
  query: z.string().min(3),
  /** The food a person typing the query means, in words. */
  means: z.string().min(3),
  accept,
});
export type SearchCase = z.infer<typeof searchCase>;

/** One food meant in an utterance: the USDA food, the USDA portion and how many of it. */
export const mealItemSpec = z.strictObject({
  means: z.string().min(2),
  /** The first id is the food counted; the others are near-identical USDA foods also accepted. */
  accept,
  /** The portion description exactly as USDA publishes it for the first id ("1 cup", "1 large"), or "g" for one gram. */
  portion: z.string().min(1),
  count: z.number().positive(),
});
export const mealSpec = z.strictObject({ text: z.string().min(3), items: z.array(mealItemSpec).min(1) });
export type MealSpec = z.infer<typeof mealSpec>;

export const mealItem = mealItemSpec.extend({
  /** Grams of one portion, from the USDA portion table. */
  portionGrams: z.number().positive(),
  /** Energy per 100 g from USDA. */
  kcalPer100g: z.number().nonnegative(),
  kcal: z.number().nonnegative(),
});
export const mealCase = z.strictObject({ text: z.string().min(3), items: z.array(mealItem).min(1), kcal: z.number().nonnegative() });
export type MealCase = z.infer<typeof mealCase>;

export const diets = ['none', 'vegetarian', 'vegan'] as const;
export const swapCase = z.strictObject({
  food: z.string().min(2),
  /** The foods the typed name means: the swaps' header must be one of them. */
  original: accept,
  type: z.enum(['healthier', 'lower-calorie', 'higher-protein', 'lower-carb']),
  /** WWEIA food category numbers (wweia_food_category.csv) a swap may come from. */
  categories: z.array(z.number().int().min(1000).max(9999)).min(1),
  diet: z.enum(diets),
});
export type SwapCase = z.infer<typeof swapCase>;

export const flagNames = ['vegan', 'vegetarian', 'gluten', 'dairy', 'egg', 'fish', 'shellfish', 'treeNut', 'peanut', 'soy', 'sesame', 'keto'] as const;
export type FlagName = (typeof flagNames)[number];
export const flagSet = z.strictObject(Object.fromEntries(flagNames.map((f) => [f, z.boolean()])) as Record<FlagName, z.ZodBoolean>);
export const badgeCase = z.strictObject({ ref: foodRef, name: z.string().min(2), flags: flagSet, why: z.string().optional() });
export type BadgeCase = z.infer<typeof badgeCase>;

/** A food's FDA nutrient content claims per reference amount, worked out by hand from 21 CFR 101.12 and 101.54-101.62. */
export const claimCase = z.strictObject({
  ref: foodRef,
  name: z.string().min(2),
  /** The reference amount in grams, as Table 2 of 21 CFR 101.12 gives it for the food; null where no claim may be made. */
  raccGrams: z.number().positive().nullable(),
  claims: z.array(z.enum(NUTRIENT_CLAIMS)),
  why: z.string().min(10),
});
export type ClaimCase = z.infer<typeof claimCase>;

export const wweiaCategory = z.strictObject({ number: z.number().int(), name: z.string().min(2) });

/** One food of a generated meal: its USDA ids, the grams said and what they hold by USDA's values. */
export const generatedItem = z.strictObject({
  /** The FNDDS description; the first id is its food code, the others the same food under other ids. */
  means: z.string().min(2),
  accept,
  /** How the amount is said: grams, millilitres, ounces, measure, size, pieces or container. */
  amount: z.string(),
  grams: z.number().positive(),
  kcal: z.number().nonnegative(),
  carbs: z.number().nonnegative(),
});
export const generatedMealCase = z.strictObject({ text: z.string().min(3), items: z.array(generatedItem).min(1).max(3), kcal: z.number().nonnegative(), carbs: z.number().nonnegative() });
export type GeneratedMealCase = z.infer<typeof generatedMealCase>;

/** A recipe ingredient line and the grams USDA gives for it. */
export const recipeLineCase = z.strictObject({
  line: z.string().min(3),
  means: z.string().min(2),
  accept,
  grams: z.number().positive(),
  /** Where the grams come from: the USDA weight used, or the exact unit conversion. */
  source: z.string().min(3),
});
export type RecipeLineCase = z.infer<typeof recipeLineCase>;
