import type { Insertable } from 'kysely';
import type { FoodLogsTable, MealPlansTable, MealPrepSessionsTable, WeightLogsTable } from '../../db/schema.ts';

type Owned<T> = Omit<Insertable<T>, 'user_id'>;

/** What an import file turns into before it is checked against the user's data. */
export interface ParsedImport {
  totalRows: number;
  foodLogs: Owned<FoodLogsTable>[];
  weightLogs: Owned<WeightLogsTable>[];
  mealPlans: Owned<MealPlansTable>[];
  mealPrepSessions: Owned<MealPrepSessionsTable>[];
  errors: { line: string; message: string }[];
}

export function emptyImport(): ParsedImport {
  return { totalRows: 0, foodLogs: [], weightLogs: [], mealPlans: [], mealPrepSessions: [], errors: [] };
}

/** Two food entries are the same when their day, meal, name and numbers agree. */
export function foodLogKey(row: { date: string; meal_type: string; food_name: string; calories: number; protein: number; carbs: number; fats: number }): string {
  return [row.date, row.meal_type, row.food_name.toLowerCase(), row.calories, row.protein, row.carbs, row.fats].join('|');
}

export function weightLogKey(row: { date: string; weight: number }): string {
  return `${row.date}|${row.weight}`;
}
