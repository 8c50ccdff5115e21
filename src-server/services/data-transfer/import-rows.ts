import type { Insertable } from 'kysely';
import type { ActivityEntry, ConversationEntry, CustomFoodEntry, NutrientTargetEntry, RecipeEntry, SavedMealEntry, SettingsEntry, StepsEntry, TargetChangeEntry, WaterEntry } from './owned-sections.ts';
import type { FoodLogsTable, MealPlansTable, MealPrepSessionsTable, WeightLogsTable } from '../../db/schema.ts';

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
  errors: { line: string; message: string }[];
}

export function emptyImport(): ParsedImport {
  return { totalRows: 0, foodLogs: [], weightLogs: [], mealPlans: [], mealPrepSessions: [], owned: emptyOwned(), errors: [] };
}

/** Two food entries are the same when their day, meal, name and numbers agree. */
export function foodLogKey(row: { date: string; meal_type: string; food_name: string; calories: number; protein: number; carbs: number; fats: number }): string {
  return [row.date, row.meal_type, row.food_name.toLowerCase(), row.calories, row.protein, row.carbs, row.fats].join('|');
}

export function weightLogKey(row: { date: string; weight: number }): string {
  return `${row.date}|${row.weight}`;
}
