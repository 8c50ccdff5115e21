import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { MealPlansTable } from '../db/schema.ts';

export type MealPlanRow = Selectable<MealPlansTable>;

export function insertMealPlan(db: Database, values: Insertable<MealPlansTable>): Promise<MealPlanRow> {
  return db.insertInto('meal_plans').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The user's plans, newest first. */
export function listMealPlans(db: Database, userId: string): Promise<MealPlanRow[]> {
  return db.selectFrom('meal_plans').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findOwnMealPlan(db: Database, userId: string, id: number): Promise<MealPlanRow | undefined> {
  return db.selectFrom('meal_plans').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function deleteOwnMealPlan(db: Database, userId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('meal_plans').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
