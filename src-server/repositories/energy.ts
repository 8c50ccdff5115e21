import { sql } from 'kysely';
import type { TargetSource } from '../../src/domain/day-targets.ts';
import type { TargetChangeSource } from '../../src/schemas/energy.ts';
import type { Database } from '../db/database.ts';
import type { UserUpdate } from '../db/schema.ts';
import type { MacroTotals } from '../../src/schemas/nutrition.ts';

/** Calories logged per day between two days; days without a log are absent, not zero. */
export async function caloriesPerDay(db: Database, userId: string, from: string, to: string) {
  return db
    .selectFrom('food_logs')
    .select([sql<string>`date::text`.as('date'), sql<number>`sum(calories)::float8`.as('calories')])
    .where('user_id', '=', userId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('date')
    .orderBy('date')
    .execute();
}

export function weighInsBetween(db: Database, userId: string, from: string, to: string) {
  return db
    .selectFrom('weight_logs')
    .select([sql<string>`date::text`.as('date'), 'weight'])
    .where('user_id', '=', userId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

/** The latest weigh-in's weight, or undefined. */
export async function latestWeight(db: Database, userId: string): Promise<number | undefined> {
  const row = await db.selectFrom('weight_logs').select('weight').where('user_id', '=', userId).orderBy('date', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.weight;
}

const changeColumns = ['id', sql<string>`date::text`.as('date'), 'calories', 'protein', 'carbs', 'fats', 'previous_calories', 'expenditure', 'source'] as const;

/** Target changes, oldest first. */
export function listTargetChanges(db: Database, userId: string) {
  return db.selectFrom('target_changes').select(changeColumns).where('user_id', '=', userId).orderBy('target_changes.date').orderBy('id').execute();
}

/** The new targets and the row recording the change, together or not at all. */
export function saveTargetChange(db: Database, userId: string, date: string, targets: MacroTotals, previous: number | null, expenditure: number | null, source: TargetSource) {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ daily_calories: targets.calories, daily_protein: targets.protein, daily_carbs: targets.carbs, daily_fats: targets.fats, target_source: source, check_in_on: date, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    return trx
      .insertInto('target_changes')
      .values({ user_id: userId, date, ...targets, previous_calories: previous, expenditure, source: 'check-in' })
      .returning(changeColumns)
      .executeTakeFirstOrThrow();
  });
}

/** A change of targets made elsewhere than the check-in (which writes its own with the new targets). */
export async function insertTargetChange(db: Database, userId: string, date: string, targets: MacroTotals, previous: number | null, source: TargetChangeSource): Promise<void> {
  await db.insertInto('target_changes').values({ user_id: userId, date, ...targets, previous_calories: previous, expenditure: null, source }).execute();
}

export async function updateUserSettings(db: Database, userId: string, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set({ ...changes, updated_at: new Date() }).where('id', '=', userId).execute();
}
