import type { Insertable } from 'kysely';
import type { ActivityEntry, ConversationEntry, CustomFoodEntry, NutrientTargetEntry, RecipeEntry, SavedMealEntry, SettingsEntry, StepsEntry, TargetChangeEntry, WaterEntry } from './owned-sections.ts';
import type { FoodLogsTable, MealPlansTable, MealPrepSessionsTable, WeightLogsTable } from '../../db/schema.ts';
import type { MacroTotals } from '../../../src/schemas/nutrition.ts';

type Owned<T> = Omit<Insertable<T>, 'user_id'>;

/** What else a Platewise export holds that the user owns (owned-sections.ts), checked and in file order. */
export interface OwnedSections {
  customFoods: CustomFoodEntry[];
  recipes: RecipeEntry[];
  savedMeals: SavedMealEntry[];
  waterLogs: WaterEntry[];
  activityLogs: ActivityEntry[];
  dailySteps: StepsEntry[];
  targetChanges: TargetChangeEntry[];
  nutrientTargets: NutrientTargetEntry[];
  mealConversations: ConversationEntry[];
  settings: SettingsEntry;
}

export function emptyOwned(): OwnedSections {
  return { customFoods: [], recipes: [], savedMeals: [], waterLogs: [], activityLogs: [], dailySteps: [], targetChanges: [], nutrientTargets: [], mealConversations: [], settings: {} };
}

/** What an import file turns into before it is checked against the user's data. */
export interface ParsedImport {
  totalRows: number;
  /** An entry of one of the file's custom foods names it by its id in the file, linked when imported. */
  foodLogs: (Owned<FoodLogsTable> & { custom_food_ref?: number | null })[];
  weightLogs: Owned<WeightLogsTable>[];
  mealPlans: Owned<MealPlansTable>[];
  mealPrepSessions: Owned<MealPrepSessionsTable>[];
  owned: OwnedSections;
  /** The first MAX_REPORTED_ERRORS bad entries: where (a CSV line, or a path in the JSON file) and why. */
  errors: { line: string; message: string }[];
  /** Bad entries found: checking stops at MAX_REPORTED_ERRORS, so a file of a million bad ones costs no more than one of a hundred. */
  badRows: number;
  /** Where checking stopped, when it did. */
  stoppedAt?: string;
  /** A limit the file goes over; nothing in it was read. */
  refused?: { limit: 'depth' | 'values' | 'lines'; max: number } | null;
}

/** Bad entries looked for: enough to fix a file by, and a bounded answer from the worker pool. */
export const MAX_REPORTED_ERRORS = 100;

export function badEntry(result: ParsedImport, line: string, message: string): void {
  result.badRows += 1;
  result.errors.push({ line, message });
}

/** True once enough bad entries are found; `where` is recorded as the place checking stopped. */
export function stopsAt(result: ParsedImport, where: string): boolean {
  if (result.badRows < MAX_REPORTED_ERRORS) return false;
  result.stoppedAt ??= where;
  return true;
}

export function emptyImport(): ParsedImport {
  return { totalRows: 0, foodLogs: [], weightLogs: [], mealPlans: [], mealPrepSessions: [], owned: emptyOwned(), errors: [], badRows: 0 };
}

/** Two food entries are the same when their day, meal, name and numbers agree. */
export function foodLogKey(row: { date: string; meal_type: string; food_name: string } & MacroTotals): string {
  return [row.date, row.meal_type, row.food_name.toLowerCase(), row.calories, row.protein, row.carbs, row.fats].join('|');
}

export function weightLogKey(row: { date: string; weight: number }): string {
  return `${row.date}|${row.weight}`;
}
