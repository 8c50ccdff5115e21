import { z } from 'zod';

export const IMPORT_MAX_CHARS = 5_000_000;

export const importFormats = ['mfp-csv', 'platewise-json'] as const;

export const importInput = z.object({
  format: z.enum(importFormats, { error: 'Format must be mfp-csv or platewise-json' }),
  content: z
    .string({ error: 'File content must be text' })
    .min(1, 'The file is empty')
    .max(IMPORT_MAX_CHARS, 'The file is larger than 5 MB'),
});
export type ImportInput = z.infer<typeof importInput>;

const count = z.number().int();
export const importCountsDto = z.object({
  foodLogs: count,
  weightLogs: count,
  mealPlans: count,
  mealPrepSessions: count,
  customFoods: count,
  recipes: count,
  savedMeals: count,
  waterLogs: count,
  activityLogs: count,
  dailySteps: count,
  targetChanges: count,
  mealConversations: count,
});
export type ImportCounts = z.infer<typeof importCountsDto>;

export const importPreviewDto = z.object({
  format: z.enum(importFormats),
  totalRows: count,
  toAdd: importCountsDto,
  duplicates: count,
  errors: z.array(z.object({ line: z.string(), message: z.string() })),
  sample: z.array(z.object({ date: z.string(), mealType: z.string(), foodName: z.string(), calories: z.number(), protein: z.number(), carbs: z.number(), fats: z.number() })),
});
export type ImportPreviewDto = z.infer<typeof importPreviewDto>;

export const importResultDto = z.object({ added: importCountsDto, duplicates: count });
export type ImportResultDto = z.infer<typeof importResultDto>;

/** Columns of MyFitnessPal's food diary (nutrition summary) export that Platewise reads. */
export const MFP_COLUMNS = {
  date: 'Date',
  meal: 'Meal',
  calories: 'Calories',
  fats: 'Fat (g)',
  sodium: 'Sodium (mg)',
  carbs: 'Carbohydrates (g)',
  fiber: 'Fiber',
  sugar: 'Sugar',
  protein: 'Protein (g)',
  note: 'Note',
} as const;
