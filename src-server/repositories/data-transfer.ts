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
