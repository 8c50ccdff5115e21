import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { FoodLogRow, FoodLogsTable } from '../db/schema.ts';

export function insertFoodLog(db: Database, values: Insertable<FoodLogsTable>): Promise<FoodLogRow> {
  return db.insertInto('food_logs').values(values).returningAll().executeTakeFirstOrThrow();
}

export function listFoodLogs(db: Database, userId: string, date?: string): Promise<FoodLogRow[]> {
  let query = db.selectFrom('food_logs').selectAll().where('user_id', '=', userId);
  if (date) query = query.where('date', '=', date);
  return query.orderBy('date', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
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
