import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

const changeColumns = [sql<string>`date::text`.as('date'), 'calories', 'protein', 'carbs', 'fats', sql<number | null>`previous_calories`.as('previousCalories'), 'source'] as const;

/** The last change of targets made by a day, else the first one ever (whose previous calories held before it). */
export async function targetChangesAround(db: Database, userId: string, day: string) {
  const last = await db.selectFrom('target_changes').select(changeColumns).where('user_id', '=', userId).where('date', '<=', day).orderBy('date', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (last) return [last];
  return db.selectFrom('target_changes').select(changeColumns).where('user_id', '=', userId).orderBy('date').orderBy('id').limit(1).execute();
}

/** Exercise calories logged per day between two days; days without exercise are absent. */
export async function exerciseCaloriesBetween(db: Database, userId: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('activity_logs')
    .select([sql<string>`date::text`.as('date'), sql<number>`sum(calories)::int`.as('calories')])
    .where('user_id', '=', userId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('date')
    .execute();
  return new Map(rows.map((r) => [r.date, Number(r.calories)]));
}
