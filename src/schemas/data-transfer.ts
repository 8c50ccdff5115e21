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

export interface ImportCounts {
  foodLogs: number;
  weightLogs: number;
  mealPlans: number;
  mealPrepSessions: number;
  customFoods: number;
  recipes: number;
  savedMeals: number;
  waterLogs: number;
  activityLogs: number;
  dailySteps: number;
  targetChanges: number;
  mealConversations: number;
}

export interface ImportPreviewDto {
  format: (typeof importFormats)[number];
  totalRows: number;
  toAdd: ImportCounts;
  duplicates: number;
  errors: { line: string; message: string }[];
  sample: { date: string; mealType: string; foodName: string; calories: number; protein: number; carbs: number; fats: number }[];
}

export interface ImportResultDto {
  added: ImportCounts;
  duplicates: number;
}

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
