import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** A repeated client id returns the row stored by the earlier send (decision 057). */
export async function insertWaterLog(db: Database, userId: string, date: string, ml: number, clientId: string | null = null) {
  const row = await db.insertInto('water_logs').values({ user_id: userId, date, ml, client_id: clientId }).onConflict((c) => c.columns(['user_id', 'client_id']).doNothing()).returning(['id', 'ml', 'created_at', sql<string>`date::text`.as('date')]).executeTakeFirst();
  return row ?? db.selectFrom('water_logs').select(['id', 'ml', 'client_id', 'created_at', sql<string>`date::text`.as('date')]).where('user_id', '=', userId).where('client_id', '=', clientId).executeTakeFirstOrThrow();
}

export function waterLogsOn(db: Database, userId: string, date: string) {
  return db.selectFrom('water_logs').select(['id', 'ml', 'client_id', 'created_at', sql<string>`date::text`.as('date')]).where('user_id', '=', userId).where('date', '=', date).orderBy('created_at').orderBy('id').execute();
}

export async function deleteOwnWaterLog(db: Database, userId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('water_logs').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
