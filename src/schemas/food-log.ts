import { z } from 'zod';
import { dayTargetsDto } from './targets.ts';
import { isValidGtin } from '../domain/gtin.ts';
import { dataTypes, mealTypes } from '../domain/choices.ts';
import { enumField } from './enums.ts';
import { clientIdField, isoDate, rowId, trimmedString } from './fields.ts';
import { amountText, entryCalories, entryGrams, logDate } from './entry-fields.ts';
import { nutrientAmountsSchema } from './nutrients.ts';
import { macroTotals, statedNutrition } from './nutrition.ts';

export { dataTypes, mealTypes, type MealType } from '../domain/choices.ts';


const amount = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a finite number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`);

export const nutritionFields = {
  calories: entryCalories(),
  protein: amount('Protein', 2_000),
  carbs: amount('Carbs', 2_000),
  fats: amount('Fats', 2_000),
  fiber: amount('Fiber', 1_000).nullish(),
  sugar: amount('Sugar', 2_000).nullish(),
  sodium: amount('Sodium', 100_000).nullish(),
  /** Grams eaten: with a food id the server works out every number from the food for these grams, else for the quantity (decision 109). */
  grams: entryGrams.optional(),
  /** Tracked nutrients of the entry, for entries without a food id (a food's own amounts win). */
  nutrients: nutrientAmountsSchema.optional(),
};

export const createFoodLogInput = z.object({
  userId: z.string({ error: 'User id must be text' }).max(100).optional(),
  date: logDate,
  mealType: enumField('Meal type', mealTypes),
  foodName: trimmedString('Food name', 200).min(1, 'Food name is required'),
  quantity: amountText('Quantity'),
  ...nutritionFields,
  fdcId: z.number({ error: 'fdcId must be a number' }).int().positive().max(2_147_483_647).nullish(),
  foodId: z.number({ error: 'foodId must be a number' }).int().positive().max(2_147_483_647).nullish(),
  servingSize: trimmedString('Serving size', 100).nullish(),
  dataType: enumField('Data type', dataTypes).optional(),
  clientId: clientIdField,
});
export type CreateFoodLogInput = z.infer<typeof createFoodLogInput>;

export const foodLogId = rowId('Food log id');

/**
 * Editing an entry: its amount, meal or day. An entry with a food gets its numbers from the food for
 * the new amount; one without (a quick add) takes the numbers given, or scales its own (decision 043).
 */
export const updateFoodLogInput = z.object({
  id: foodLogId,
  quantity: amountText('Quantity').optional(),
  mealType: enumField('Meal type', mealTypes).optional(),
  date: logDate.optional(),
  calories: nutritionFields.calories.optional(),
  protein: nutritionFields.protein.optional(),
  carbs: nutritionFields.carbs.optional(),
  fats: nutritionFields.fats.optional(),
  fiber: nutritionFields.fiber,
  sugar: nutritionFields.sugar,
  sodium: nutritionFields.sodium,
  /** For an entry with no food: its other nutrients as typed (decision 046). */
  nutrients: nutritionFields.nutrients,
});
export type UpdateFoodLogInput = z.infer<typeof updateFoodLogInput>;

/** An entry's numbers for another amount, before it is saved: the edit dialog shows them as the amount is typed. */
export const editPreviewInput = z.object({ id: foodLogId, quantity: amountText('Quantity') });
export type EditPreviewInput = z.infer<typeof editPreviewInput>;
export const editPreviewDto = z.object({ quantity: z.string(), calories: z.number(), protein: z.number(), carbs: z.number(), fats: z.number() });
export type EditPreviewDto = z.infer<typeof editPreviewDto>;

export const dayInput = z.object({ date: isoDate.optional() });

export const userDayInput = z.object({
  userId: z.string({ error: 'User id must be text' }).min(1).max(100),
  date: isoDate.optional(),
});

export const foodSearchInput = z.object({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(3, 'Search text must be at least 3 characters')
    .max(100, 'Search text must be at most 100 characters'),
});

export const foodId = rowId('Food id');

export const setFavoriteInput = z.object({
  foodId,
  favorite: z.boolean({ error: 'favorite must be true or false' }),
});
export type SetFavoriteInput = z.infer<typeof setFavoriteInput>;
export const favoriteDto = z.object({ foodId: z.number().int(), favorite: z.boolean() });

export const barcodeInput = z.object({
  code: z
    .string({ error: 'Barcode is required' })
    .regex(/^\d{8,14}$/, { message: 'Barcode must be 8 to 14 digits', abort: true })
    .refine((code) => code.length === 8 || code.length >= 12, { message: 'Barcode must be 8, 12, 13 or 14 digits', abort: true })
    .refine(isValidGtin, 'Barcode has a wrong check digit: check the number under the bars'),
});

// What the server answers; the procedures check their answers against these (`.output()`), and the
// OpenAPI document describes them.
export const foodLogDto = z.object({
  id: z.number().int(),
  userId: z.string(),
  date: z.string(),
  mealType: z.enum(mealTypes),
  foodName: z.string(),
  quantity: z.string(),
  ...statedNutrition.shape,
  /** Tracked nutrients of the entry; a missing key is unknown. */
  nutrients: nutrientAmountsSchema,
  fdcId: z.number().int().nullable(),
  foodId: z.number().int().nullable(),
  servingSize: z.string().nullable(),
  dataType: z.string(),
  /** The id the client made for an entry sent from its offline outbox, so it can tell the entry is in. */
  clientId: z.string().nullable(),
  createdAt: z.string(),
});
export type FoodLogDto = z.infer<typeof foodLogDto>;


export const dayTotalsDto = macroTotals.extend({ date: z.string() });

export const dailyProgressDto = z.object({
  date: z.string(),
  meals: z.object({ breakfast: z.array(foodLogDto), lunch: z.array(foodLogDto), dinner: z.array(foodLogDto), snack: z.array(foodLogDto) }),
  macros: macroTotals,
  /** The day's targets, the same on every screen (decision 099). */
  targets: dayTargetsDto,
});
export type DailyProgressDto = z.infer<typeof dailyProgressDto>;
