import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export async function countRecentAttempts(db: Database, keys: string[], since: Date): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('login_attempts')
    .select(['key', sql<number>`count(*)::int`.as('count')])
    .where('key', 'in', keys)
    .where('attempted_at', '>', since)
    .groupBy('key')
    .execute();
  return new Map(rows.map((r) => [r.key, Number(r.count)]));
}

export async function recordAttempts(db: Database, keys: string[]) {
  await db.insertInto('login_attempts').values(keys.map((key) => ({ key }))).execute();
}

export async function clearAttempts(db: Database, keys: string[]) {
  await db.deleteFrom('login_attempts').where('key', 'in', keys).execute();
}

export async function pruneAttempts(db: Database, before: Date) {
  await db.deleteFrom('login_attempts').where('attempted_at', '<', before).execute();
}
