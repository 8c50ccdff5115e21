import { z } from 'zod';
import { enumField } from './enums.ts';
import { isoDate, rowId, trimmedString } from './fields.ts';
import { logDate } from './entry-fields.ts';
import { foodLogDto, mealTypes } from './food-log.ts';
import { macroTotals } from './nutrition.ts';

export const savedMealId = rowId('Saved meal id');
const name = trimmedString('Name', 200).min(1, 'Name is required');

/** Saves the entries of one meal on one day under a name. */
export const createSavedMealInput = z.object({ name, date: isoDate, mealType: enumField('Meal type', mealTypes) });
export type CreateSavedMealInput = z.infer<typeof createSavedMealInput>;

export const renameSavedMealInput = z.object({ id: savedMealId, name });
export type RenameSavedMealInput = z.infer<typeof renameSavedMealInput>;

/** Logs a saved meal to a day and meal; each item's servings multiply its amount (0 leaves it out). */
export const logSavedMealInput = z.object({
  id: savedMealId,
  date: logDate,
  mealType: enumField('Meal type', mealTypes),
  items: z
    .array(
      z.object({
        item: z.number({ error: 'Item must be a number' }).int('Item must be a whole number').min(1, 'Item must be positive').max(1_000, 'Item is out of range'),
        servings: z
          .number({ error: 'Servings must be a number' })
          .refine(Number.isFinite, 'Servings must be a finite number')
          .min(0, 'Servings cannot be negative')
          .max(100, 'Servings must be at most 100'),
      }),
      { error: 'Items must be a list' },
    )
    .max(100, 'At most 100 items')
    .optional(),
});
export type LogSavedMealInput = z.infer<typeof logSavedMealInput>;

/** An item of a saved meal: its place in the meal and what its entry was. */
export const savedMealItemDto = z
  .object({ item: z.number().int() })
  .extend(foodLogDto.pick({ foodName: true, quantity: true, calories: true, protein: true, carbs: true, fats: true, foodId: true }).shape);
export type SavedMealItemDto = z.infer<typeof savedMealItemDto>;

export const savedMealDto = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  items: z.array(savedMealItemDto),
  totals: macroTotals,
});
export type SavedMealDto = z.infer<typeof savedMealDto>;

export const loggedSavedMealDto = z.object({ entries: z.array(foodLogDto) });
