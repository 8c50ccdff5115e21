import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { FACTS, parsePortions, PORTIONS, type FoodRowWithPortions } from './foods.ts';
import type { Nutrition } from '../../src/schemas/nutrition.ts';

/** The AI layer's own rows, and the reads of logs and foods its rules need. */

export interface StoredSuggestion {
  id: number;
  type: string;
  content: unknown;
  date: string;
  createdAt: Date;
}

export async function insertAiSuggestion(db: Database, userId: string, type: string, date: string, content: unknown): Promise<StoredSuggestion> {
  const row = await db
    .insertInto('ai_suggestions')
    .values({ user_id: userId, type, date, content: JSON.stringify(content) })
    .returning(['id', 'type', 'content', 'date', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, type: row.type, content: row.content, date: row.date, createdAt: new Date(row.created_at) };
}

export async function latestAiSuggestion(db: Database, userId: string, type: string, date: string): Promise<StoredSuggestion | null> {
  const row = await db
    .selectFrom('ai_suggestions')
    .select(['id', 'type', 'content', 'date', 'created_at'])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('date', '=', date)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const content = typeof row.content === 'string' ? JSON.parse(row.content) : row.content;
  return { id: row.id, type: row.type, content, date: row.date, createdAt: new Date(row.created_at) };
}

export async function lastFoodLogAt(db: Database, userId: string, date: string): Promise<Date | null> {
  const row = await db
    .selectFrom('food_logs')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

export interface DayMealTotals extends Nutrition {
  date: string;
  mealType: string;
  entries: number;
}

/** Totals per day and meal from `from` to `to` (inclusive), summed by the database. */
export async function mealTotalsBetween(db: Database, userId: string, from: string, to: string): Promise<DayMealTotals[]> {
  const { rows } = await sql<DayMealTotals>`
    select date::text as date, meal_type as "mealType", count(*)::int as entries,
      coalesce(sum(calories), 0)::float8 as calories, coalesce(sum(protein), 0)::float8 as protein,
      coalesce(sum(carbs), 0)::float8 as carbs, coalesce(sum(fats), 0)::float8 as fats,
      coalesce(sum(fiber), 0)::float8 as fiber, coalesce(sum(sugar), 0)::float8 as sugar, coalesce(sum(sodium), 0)::float8 as sodium
    from food_logs where user_id = ${userId} and date between ${from} and ${to}
    group by date, meal_type order by date
  `.execute(db);
  return rows;
}

/** Weigh-ins from `from` on, oldest first, plus the last one before it (for a trend). */
export async function weightsSince(db: Database, userId: string, from: string): Promise<{ date: string; weight: number }[]> {
  const { rows } = await sql<{ date: string; weight: number }>`
    (select date::text as date, weight from weight_logs where user_id = ${userId} and date < ${from} order by date desc, id desc limit 1)
    union all
    (select date::text as date, weight from weight_logs where user_id = ${userId} and date >= ${from})
    order by date
  `.execute(db);
  return rows;
}

const SWAP_COLUMNS = sql`f.id, f.fdc_id, f.source, f.source_id, f.name, f.brand, f.category, f.calories, f.protein, f.carbs, f.fats,
  f.fiber, f.sugar, f.sodium, f.saturated_fat, f.search_rank as generic, ${FACTS}, ${PORTIONS}`;

export type SwapFoodRow = FoodRowWithPortions & { generic: number };

/**
 * Swap candidates of one WWEIA category: FNDDS foods, the foods the survey records people eating,
 * whose category USDA gives (SR and Foundation foods have one the seed fitted, and hold ingredients
 * such as flour and yeast), as eaten (cooked rice, not raw), USDA's plain defaults and the most
 * generic first.
 */
export async function foodsInWweiaCategory(db: Database, category: number, limit = 400): Promise<SwapFoodRow[]> {
  const { rows } = await sql<SwapFoodRow>`
    select ${SWAP_COLUMNS} from foods f where f.wweia_category = ${category} and f.as_eaten and f.source = 'survey'
    order by f.plain_default desc, f.search_rank desc, f.id limit ${limit}
  `.execute(db);
  return rows.map(parsePortions);
}

/** Survey (FNDDS) foods with exactly these USDA descriptions: the reviewed swap table names them so. */
export async function surveyFoodsNamed(db: Database, names: readonly string[]): Promise<SwapFoodRow[]> {
  if (names.length === 0) return [];
  const { rows } = await sql<SwapFoodRow>`
    select ${SWAP_COLUMNS} from foods f where f.name = any(${[...names]}::text[]) and f.source = 'survey'
  `.execute(db);
  return rows.map(parsePortions);
}
