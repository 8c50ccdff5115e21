import { z } from 'zod';
import { macroKcal } from '../domain/energy.ts';
import { enumField } from './enums.ts';
import { clientIdField, isoDate, trimmedString } from './fields.ts';
import { entryCalories, logDate } from './entry-fields.ts';
import { foodLogDto, mealTypes } from './food-log.ts';

const grams = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a finite number`)
    .min(0, `${label} cannot be negative`)
    .max(1_000, `${label} must be at most 1000 g`);

/** Energy from macros may exceed the calories by this much (labels round, fibre counts less). */
export const MACRO_ENERGY_SLACK = 1.2;


/** Quick add: calories with optional macros and a label, an entry with no food. */
export const quickAddInput = z
  .object({
    date: logDate,
    mealType: enumField('Meal type', mealTypes),
    label: trimmedString('Label', 200).optional(),
    calories: entryCalories(1),
    protein: grams('Protein').optional(),
    carbs: grams('Carbs').optional(),
    fats: grams('Fats').optional(),
    /** Made by the client for an entry sent from its offline outbox: a resend is stored once (decision 057). */
    clientId: clientIdField,
  })
  .superRefine((v, ctx) => {
    const energy = macroKcal(v);
    if (energy > v.calories * MACRO_ENERGY_SLACK) {
      ctx.addIssue({
        code: 'custom',
        path: ['calories'],
        message: `Protein, carbs and fats give ${Math.round(energy)} kcal, more than 20% over ${v.calories} kcal`,
      });
    }
  });
export type QuickAddInput = z.infer<typeof quickAddInput>;

/** Copies a meal (or the whole day, with no meal type) to another day, into the same or another meal. */
export const copyFoodLogsInput = z
  .object({
    fromDate: isoDate,
    toDate: logDate,
    mealType: enumField('Meal type', mealTypes).optional(),
    toMealType: enumField('Target meal type', mealTypes).optional(),
  })
  .refine((v) => v.fromDate !== v.toDate || (v.toMealType !== undefined && v.toMealType !== v.mealType), {
    path: ['toDate'],
    message: 'Choose another day or meal to copy to',
  });
export type CopyFoodLogsInput = z.infer<typeof copyFoodLogsInput>;

export const copyFoodLogsDto = z.object({ copied: z.number().int(), entries: z.array(foodLogDto) });
export type CopyFoodLogsDto = z.infer<typeof copyFoodLogsDto>;
