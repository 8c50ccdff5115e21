import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Counts one request in the user's current window and returns the window's total (shared by every instance). */
export async function countRequest(db: Database, userId: string, windowStart: Date): Promise<number> {
  const row = await db
    .insertInto('api_request_counts')
    .values({ user_id: userId, window_start: windowStart })
    .onConflict((oc) => oc.columns(['user_id', 'window_start']).doUpdateSet({ count: sql`api_request_counts.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function pruneRequestCounts(db: Database, before: Date) {
  await db.deleteFrom('api_request_counts').where('window_start', '<', before).execute();
}
