import { z } from 'zod';
import { enumField } from './enums.ts';
import { isoDate, rowId, trimmedString } from './fields.ts';

export const mealTypes = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof mealTypes)[number];

export const dataTypes = ['local', 'foundation', 'sr_legacy', 'survey', 'branded', 'Foundation', 'SR Legacy', 'Survey', 'Branded'] as const;

const amount = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a finite number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`);

export const nutritionFields = {
  calories: amount('Calories', 20_000),
  protein: amount('Protein', 2_000),
  carbs: amount('Carbs', 2_000),
  fats: amount('Fats', 2_000),
  fiber: amount('Fiber', 1_000).nullish(),
  sugar: amount('Sugar', 2_000).nullish(),
  sodium: amount('Sodium', 100_000).nullish(),
};

export const createFoodLogInput = z.object({
  userId: z.string({ error: 'User id must be text' }).max(100).optional(),
  date: isoDate,
  mealType: enumField('Meal type', mealTypes),
  foodName: trimmedString('Food name', 200).min(1, 'Food name is required'),
  quantity: trimmedString('Quantity', 100).min(1, 'Quantity is required'),
  ...nutritionFields,
  fdcId: z.number({ error: 'fdcId must be a number' }).int().positive().max(2_147_483_647).nullish(),
  foodId: z.number({ error: 'foodId must be a number' }).int().positive().max(2_147_483_647).nullish(),
  servingSize: trimmedString('Serving size', 100).nullish(),
  dataType: enumField('Data type', dataTypes).optional(),
});
export type CreateFoodLogInput = z.infer<typeof createFoodLogInput>;

export const foodLogId = rowId('Food log id');

/** Editing a portion: the new quantity text and the numbers for it. */
export const updateFoodLogInput = z.object({
  id: foodLogId,
  quantity: trimmedString('Quantity', 100).min(1, 'Quantity is required'),
  mealType: enumField('Meal type', mealTypes).optional(),
  ...nutritionFields,
});
export type UpdateFoodLogInput = z.infer<typeof updateFoodLogInput>;

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

export const barcodeInput = z.object({
  code: z.string({ error: 'Barcode is required' }).regex(/^\d{8,14}$/, 'Barcode must be 8 to 14 digits'),
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
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fats: z.number(),
  fiber: z.number().nullable(),
  sugar: z.number().nullable(),
  sodium: z.number().nullable(),
  fdcId: z.number().int().nullable(),
  foodId: z.number().int().nullable(),
  servingSize: z.string().nullable(),
  dataType: z.string(),
  createdAt: z.string(),
});
export type FoodLogDto = z.infer<typeof foodLogDto>;

export const macroTotals = z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fats: z.number() });
export type MacroTotals = z.infer<typeof macroTotals>;

export const dayTotalsDto = macroTotals.extend({ date: z.string() });

export const dailyProgressDto = z.object({
  date: z.string(),
  meals: z.object({ breakfast: z.array(foodLogDto), lunch: z.array(foodLogDto), dinner: z.array(foodLogDto), snack: z.array(foodLogDto) }),
  macros: macroTotals,
});
export type DailyProgressDto = z.infer<typeof dailyProgressDto>;
