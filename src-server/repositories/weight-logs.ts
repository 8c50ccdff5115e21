import type { Database } from '../db/database.ts';

/** A repeated client id returns the row stored by the earlier send (decision 057). */
export async function insertWeightLog(db: Database, userId: string, weight: number, date: string, clientId: string | null = null) {
  const row = await db.insertInto('weight_logs').values({ user_id: userId, weight, date, client_id: clientId }).onConflict((c) => c.columns(['user_id', 'client_id']).doNothing()).returningAll().executeTakeFirst();
  return row ?? db.selectFrom('weight_logs').selectAll().where('user_id', '=', userId).where('client_id', '=', clientId).executeTakeFirstOrThrow();
}

/** Newest first: by day, then by when it was recorded; only what the list shows, which the (user, day) index carries. */
export function listWeightLogs(db: Database, userId: string) {
  return db.selectFrom('weight_logs').select(['id', 'user_id', 'weight', 'date', 'created_at']).where('user_id', '=', userId).orderBy('date', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** The newest weigh-in by day, then by when it was recorded; the profile's weight follows it. */
export function latestWeightLog(db: Database, userId: string) {
  return db.selectFrom('weight_logs').select(['weight']).where('user_id', '=', userId).orderBy('date', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function deleteOwnWeightLog(db: Database, userId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('weight_logs').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
