import { sql, type Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

/**
 * A user's food-log or weigh-in rows, `size` at a time, by day, time logged and id: each page starts
 * after the last row of the one before (through the (user, day) index), so however long the history,
 * one page is held at a time. The time is carried as text: a JavaScript Date drops its microseconds.
 */
export async function* userRowPages<T extends 'food_logs' | 'weight_logs'>(db: Database, table: T, userId: string, size: number): AsyncGenerator<Selectable<DB[T]>[]> {
  type Key = { date: string; at: string; id: number };
  let after: Key | null = null;
  for (;;) {
    const key: Key | null = after;
    const rows: (Selectable<DB['food_logs']> & { page_at: string })[] = await db
      .selectFrom(table as 'food_logs')
      .selectAll()
      .select(sql<string>`created_at::text`.as('page_at'))
      .where('user_id', '=', userId)
      .$if(key !== null, (q) => q.where(sql<boolean>`(date, created_at, id) > (${key!.date}::date, ${key!.at}::timestamptz, ${key!.id}::int)`))
      .orderBy('date')
      .orderBy('created_at')
      .orderBy('id')
      .limit(size)
      .execute();
    if (rows.length > 0) yield rows.map(({ page_at: _at, ...row }) => row) as unknown as Selectable<DB[T]>[];
    if (rows.length < size) return;
    const last = rows.at(-1)!;
    after = { date: last.date, at: last.page_at, id: last.id };
  }
}

export function plansAndSessions(db: Database, userId: string) {
  return Promise.all([
    db.selectFrom('meal_plans').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('meal_prep_sessions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
  ]);
}

/** The user's existing rows in the days an import touches, for duplicate detection. */
export function existingInDays(db: Database, userId: string, foodDays: string[], weightDays: string[]) {
  return Promise.all([
    foodDays.length
      ? db.selectFrom('food_logs').select(['date', 'meal_type', 'food_name', 'calories', 'protein', 'carbs', 'fats']).where('user_id', '=', userId).where('date', 'in', foodDays).execute()
      : [],
    weightDays.length ? db.selectFrom('weight_logs').select(['date', 'weight']).where('user_id', '=', userId).where('date', 'in', weightDays).execute() : [],
    db.selectFrom('meal_plans').select(['name', 'created_at']).where('user_id', '=', userId).execute(),
    db.selectFrom('meal_prep_sessions').select(['recipe_name', 'created_at']).where('user_id', '=', userId).execute(),
  ]);
}

export function sessionOwners(db: Database, sessionIds: string[]) {
  if (!sessionIds.length) return Promise.resolve([]);
  return db.selectFrom('meal_prep_sessions').select(['session_id', 'user_id']).where('session_id', 'in', sessionIds).execute();
}

/** What else the user owns, for the export. */
export function allOwnedRows(db: Database, userId: string) {
  return Promise.all([
    db.selectFrom('recipes').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('recipe_ingredients as i')
      .innerJoin('recipes as r', 'r.id', 'i.recipe_id')
      .selectAll('i')
      .where('r.user_id', '=', userId)
      .orderBy('i.recipe_id')
      .orderBy('i.position')
      .execute(),
    db.selectFrom('saved_meals').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('water_logs').selectAll().where('user_id', '=', userId).orderBy('date').orderBy('id').execute(),
    db.selectFrom('activity_logs').selectAll().where('user_id', '=', userId).orderBy('date').orderBy('id').execute(),
    db.selectFrom('daily_steps').selectAll().where('user_id', '=', userId).orderBy('date').execute(),
    db.selectFrom('target_changes').selectAll().where('user_id', '=', userId).orderBy('date').orderBy('id').execute(),
    db.selectFrom('nutrient_targets').select(['nutrient', 'amount']).where('user_id', '=', userId).orderBy('nutrient').execute(),
    db.selectFrom('meal_conversations').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('meal_messages as m')
      .innerJoin('meal_conversations as c', 'c.id', 'm.conversation_id')
      .selectAll('m')
      .where('c.user_id', '=', userId)
      .orderBy('m.conversation_id')
      .orderBy('m.id')
      .execute(),
  ]);
}

/** The user's own rows an import compares with, so importing the same file twice adds nothing. */
export function existingOwned(db: Database, userId: string) {
  return Promise.all([
    db.selectFrom('foods').select(['id', 'name', 'brand', 'gtin_upc']).where('user_id', '=', userId).execute(),
    db.selectFrom('recipes').select(['id', 'name']).where('user_id', '=', userId).execute(),
    db.selectFrom('saved_meals').select('name').where('user_id', '=', userId).execute(),
    db.selectFrom('water_logs').select(['date', 'ml', 'created_at']).where('user_id', '=', userId).execute(),
    db.selectFrom('activity_logs').select(['date', 'name', 'minutes', 'calories', 'created_at']).where('user_id', '=', userId).execute(),
    db.selectFrom('daily_steps').select('date').where('user_id', '=', userId).execute(),
    db.selectFrom('target_changes').select(['date', 'calories', 'protein', 'carbs', 'fats', 'source']).where('user_id', '=', userId).execute(),
    db.selectFrom('meal_conversations').select(['title', 'created_at']).where('user_id', '=', userId).execute(),
  ]);
}

/** Shared foods (never another user's) among these ids. */
export async function sharedFoodIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('foods').select('id').where('id', 'in', [...new Set(ids)]).where('user_id', 'is', null).execute();
  return new Set(rows.map((r) => r.id));
}
