import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

const changeColumns = [sql<string>`date::text`.as('date'), 'calories', 'protein', 'carbs', 'fats', sql<number | null>`previous_calories`.as('previousCalories'), 'source'] as const;

/**
 * The changes of targets that decide the days from `from` to `to`: the last one made by `from`, those
 * made after it up to `to`, and the first one ever (whose previous calories held before it), oldest
 * first. Years of weekly check-ins before the days are not read.
 */
export function targetChangesAround(db: Database, userId: string, from: string, to = from) {
  const own = () => db.selectFrom('target_changes').select('id').where('user_id', '=', userId);
  const lastBy = own().where('date', '<=', from).orderBy('date', 'desc').orderBy('id', 'desc').limit(1);
  const first = own().orderBy('date').orderBy('id').limit(1);
  return db
    .selectFrom('target_changes')
    .select(changeColumns)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb.and([eb('date', '>', from), eb('date', '<=', to)]), eb('id', '=', lastBy), eb('id', '=', first)]))
    .orderBy('date')
    .orderBy('id')
    .execute();
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
