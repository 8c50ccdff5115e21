import { z } from 'zod';
import { ALLERGEN_CHOICES } from '../domain/allergen-terms.ts';
import { BADGES } from '../domain/food-badges.ts';
import { NUTRIENT_CLAIMS } from '../domain/nutrient-claims.ts';
import { statedNutrition } from './nutrition.ts';

// A food as search, barcode and swaps answer it; the procedures check their answers against these.

export const foodSearchResultDto = z.object({
  id: z.number().int(),
  fdcId: z.number().int().nullable(),
  name: z.string(),
  brand: z.string().nullable(),
  /** The default serving: the first household portion, else 100 g. */
  servingSize: z.string(),
  dataType: z.enum(['Foundation', 'SR Legacy', 'Survey', 'Branded', 'Custom']),
  category: z.string().nullable(),
  /** Per default serving. */
  nutrition: statedNutrition,
  /** Per 100 g: what any amount of the food is worked out from, by `nutritionForGrams` (decision 109). */
  per100g: statedNutrition,
  /** Household portions, the default serving first. */
  portions: z.array(z.object({ label: z.string(), grams: z.number(), unspecified: z.boolean() })),
  /** Diet and allergen flags (decision 027). */
  flags: z.array(z.string()),
  flagsFrom: z.enum(['ingredients', 'food_group', 'name']).nullable(),
  wweiaCategory: z.object({ code: z.number().int(), name: z.string() }).nullable(),
  form: z.enum(['cooked', 'prepared', 'raw', 'dry']).nullable(),
  asEaten: z.boolean(),
  plainDefault: z.boolean(),
  /** FNDDS food code of a survey food; null otherwise. */
  foodCode: z.string().nullable(),
  /** Other names USDA codes the food under (decision 055). */
  alsoCalled: z.array(z.string()),
  badges: z.array(z.enum(BADGES)),
  /** FDA nutrient content claims per reference amount customarily consumed (decision 100). */
  claims: z.array(z.enum(NUTRIENT_CLAIMS)),
  allergenFree: z.array(z.enum(ALLERGEN_CHOICES)),
  /** One of the caller's own foods (decision 040). */
  mine: z.boolean(),
});

export const foodDetailDto = foodSearchResultDto.extend({
  source: z.string(),
  sourceId: z.string(),
  servingGrams: z.number(),
  per100g: statedNutrition.extend({ saturatedFat: z.number().nullable() }),
});
