import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ActivityLogsTable } from '../db/schema.ts';
import type { Insertable } from 'kysely';

const columns = ['id', 'code', 'name', 'minutes', 'calories', 'source', sql<string>`date::text`.as('date')] as const;

/**
 * Adds the entry unless the day's minutes would pass `maxMinutes`. The user's row is locked first,
 * so two entries sent at once cannot both fit under the cap. Returns undefined when it would not fit.
 */
export function insertActivityWithin(db: Database, entry: Insertable<ActivityLogsTable> & { date: string; minutes: number }, maxMinutes: number) {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', entry.user_id).forNoKeyUpdate().execute();
    const { minutes } = await trx
      .selectFrom('activity_logs')
      .select(sql<number>`coalesce(sum(minutes), 0)::int`.as('minutes'))
      .where('user_id', '=', entry.user_id)
      .where('date', '=', entry.date)
      .executeTakeFirstOrThrow();
    if (minutes + entry.minutes > maxMinutes) return undefined;
    return trx.insertInto('activity_logs').values(entry).returning(columns).executeTakeFirstOrThrow();
  });
}

export function activityLogsOn(db: Database, userId: string, date: string) {
  return db.selectFrom('activity_logs').select(columns).where('user_id', '=', userId).where('date', '=', date).orderBy('created_at').orderBy('id').execute();
}

export async function deleteOwnActivityLog(db: Database, userId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('activity_logs').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function stepsOn(db: Database, userId: string, date: string): Promise<number | null> {
  const row = await db.selectFrom('daily_steps').select('steps').where('user_id', '=', userId).where('date', '=', date).executeTakeFirst();
  return row?.steps ?? null;
}

export async function saveSteps(db: Database, userId: string, date: string, steps: number): Promise<void> {
  await db.insertInto('daily_steps').values({ user_id: userId, date, steps }).onConflict((oc) => oc.columns(['user_id', 'date']).doUpdateSet({ steps })).execute();
}
