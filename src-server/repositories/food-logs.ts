import { sql, type Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { FoodLogRow, FoodLogsTable } from '../db/schema.ts';

/** Every column but the generated id and creation time. */
export type NewFoodLog = Required<Omit<Insertable<FoodLogsTable>, 'id' | 'created_at'>>;

const NEW_FOOD_LOG_COLUMNS = [
  'user_id', 'date', 'meal_type', 'food_name', 'quantity', 'calories', 'protein', 'carbs', 'fats',
  'fiber', 'sugar', 'sodium', 'fdc_id', 'food_id', 'serving_size', 'data_type',
] as const satisfies readonly (keyof NewFoodLog)[];
const INSERT_FOOD_LOG = sql.raw(`insert into food_logs (${NEW_FOOD_LOG_COLUMNS.join(', ')}) values `);

/** The most frequent write: plain SQL with a fixed column list skips the builder (~50 µs a call). */
export async function insertFoodLog(db: Database, values: NewFoodLog): Promise<FoodLogRow> {
  const { rows } = await sql<FoodLogRow>`${INSERT_FOOD_LOG}(${sql.join(NEW_FOOD_LOG_COLUMNS.map((column) => values[column]))}) returning *`.execute(db);
  return rows[0]!;
}

/** Newest first. Every dashboard load runs it: plain SQL skips the query builder (~40 µs a call). */
export async function listFoodLogs(db: Database, userId: string, date?: string): Promise<FoodLogRow[]> {
  const onDate = date ? sql` and date = ${date}` : sql``;
  const { rows } = await sql<FoodLogRow>`
    select * from food_logs where user_id = ${userId}${onDate} order by date desc, created_at desc, id desc
  `.execute(db);
  return rows;
}

export function updateOwnFoodLog(
  db: Database,
  userId: string,
  id: number,
  changes: Partial<Pick<FoodLogRow, 'quantity' | 'meal_type' | 'calories' | 'protein' | 'carbs' | 'fats' | 'fiber' | 'sugar' | 'sodium'>>,
): Promise<FoodLogRow | undefined> {
  return db.updateTable('food_logs').set(changes).where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
}

export async function deleteOwnFoodLog(db: Database, userId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('food_logs').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Day totals computed by the database, so no entry has to leave it. */
export function dayTotals(db: Database, userId: string, date: string) {
  return db
    .selectFrom('food_logs')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('calories'), eb.lit(0)).as('calories'),
      eb.fn.coalesce(eb.fn.sum<number>('protein'), eb.lit(0)).as('protein'),
      eb.fn.coalesce(eb.fn.sum<number>('carbs'), eb.lit(0)).as('carbs'),
      eb.fn.coalesce(eb.fn.sum<number>('fats'), eb.lit(0)).as('fats'),
    ])
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .executeTakeFirstOrThrow();
}
