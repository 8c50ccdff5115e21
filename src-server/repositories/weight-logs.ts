import type { Database } from '../db/database.ts';

export function insertWeightLog(db: Database, userId: string, weight: number, date: string) {
  return db.insertInto('weight_logs').values({ user_id: userId, weight, date }).returningAll().executeTakeFirstOrThrow();
}

/** Newest first: by day, then by when it was recorded. */
export function listWeightLogs(db: Database, userId: string) {
  return db.selectFrom('weight_logs').selectAll().where('user_id', '=', userId).orderBy('date', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function deleteOwnWeightLog(db: Database, userId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('weight_logs').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
