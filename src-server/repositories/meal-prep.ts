import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { MealPrepSessionsTable } from '../db/schema.ts';

export type MealPrepRow = Selectable<MealPrepSessionsTable>;

export function insertSession(db: Database, values: Insertable<MealPrepSessionsTable>): Promise<MealPrepRow> {
  return db.insertInto('meal_prep_sessions').values(values).returningAll().executeTakeFirstOrThrow();
}

/** By session id whoever owns it: save must tell a taken id from a new one. */
export function findSession(db: Database, sessionId: string): Promise<MealPrepRow | undefined> {
  return db.selectFrom('meal_prep_sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
}

export function updateOwnSession(db: Database, userId: string, sessionId: string, changes: Updateable<MealPrepSessionsTable>): Promise<MealPrepRow | undefined> {
  return db.updateTable('meal_prep_sessions').set(changes).where('session_id', '=', sessionId).where('user_id', '=', userId).returningAll().executeTakeFirst();
}

/** Generated sessions the user neither saved nor finished, created before `before`. */
export async function deleteAbandonedSessions(db: Database, userId: string, before: Date): Promise<void> {
  await db
    .deleteFrom('meal_prep_sessions')
    .where('user_id', '=', userId)
    .where('saved_at', 'is', null)
    .where('is_completed', '=', false)
    .where('created_at', '<', before)
    .execute();
}

/** Saved sessions (generated ones are kept too, unsaved, so a finished timer can mark them complete). */
export function listSavedSessions(db: Database, userId: string): Promise<MealPrepRow[]> {
  return db
    .selectFrom('meal_prep_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('saved_at', 'is not', null)
    .orderBy('saved_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Recipe names of the user's latest sessions, to vary what generate offers next. */
export async function recentRecipeNames(db: Database, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('meal_prep_sessions')
    .select('recipe_name')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.recipe_name);
}

export function completeOwnSession(db: Database, userId: string, sessionId: string): Promise<MealPrepRow | undefined> {
  return db
    .updateTable('meal_prep_sessions')
    .set((eb) => ({ is_completed: true, completed_at: eb.fn.coalesce('completed_at', eb.fn<Date>('now')) }))
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
