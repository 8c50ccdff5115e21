import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export interface Counter {
  count: number;
  expiresAt: Date;
}

/**
 * Counts one hit under `key` and returns the window's total. A window starts at its first hit and
 * lasts `windowMs`; one statement, so instances hitting the same key at once never lose a count.
 */
export async function hitCounter(db: Database, key: string, windowMs: number, now = new Date()): Promise<Counter> {
  const expiresAt = new Date(now.getTime() + windowMs);
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, count: 1, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when rate_limit_counters.expires_at <= ${now} then 1 else rate_limit_counters.count + 1 end`,
        expires_at: sql`case when rate_limit_counters.expires_at <= ${now} then excluded.expires_at else rate_limit_counters.expires_at end`,
      }),
    )
    .returning(['count', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { count: row.count, expiresAt: new Date(row.expires_at) };
}

/**
 * Takes `key` until `until` if nobody holds it (absent or expired), in one statement, so of several
 * instances asking at once exactly one gets it. False when it is held.
 */
export async function claimCounter(db: Database, key: string, until: Date, now = new Date()): Promise<boolean> {
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, count: 1, expires_at: until })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: 1, expires_at: until }).where('rate_limit_counters.expires_at', '<=', now))
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** Holds `key` until `until`, whoever held it before. */
export async function holdCounter(db: Database, key: string, until: Date) {
  await db
    .insertInto('rate_limit_counters')
    .values({ key, count: 1, expires_at: until })
    .onConflict((oc) => oc.column('key').doUpdateSet({ expires_at: until }))
    .execute();
}

/** The live counts of these keys (expired or absent keys are left out). */
export async function readCounters(db: Database, keys: string[], now = new Date()): Promise<Map<string, Counter>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('rate_limit_counters')
    .select(['key', 'count', 'expires_at'])
    .where('key', 'in', keys)
    .where('expires_at', '>', now)
    .execute();
  return new Map(rows.map((r) => [r.key, { count: r.count, expiresAt: new Date(r.expires_at) }]));
}

export async function deleteCounters(db: Database, keys: string[]) {
  if (keys.length > 0) await db.deleteFrom('rate_limit_counters').where('key', 'in', keys).execute();
}

export async function pruneCounters(db: Database, now = new Date()) {
  await db.deleteFrom('rate_limit_counters').where('expires_at', '<=', now).execute();
}
