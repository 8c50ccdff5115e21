import type { Database } from '../db/database.ts';

export function allUserRows(db: Database, userId: string) {
  return Promise.all([
    db.selectFrom('food_logs').selectAll().where('user_id', '=', userId).orderBy('date').orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('weight_logs').selectAll().where('user_id', '=', userId).orderBy('date').orderBy('created_at').execute(),
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
