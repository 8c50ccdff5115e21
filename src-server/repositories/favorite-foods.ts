import type { Database } from '../db/database.ts';

export async function listFavoriteFoodIds(db: Database, userId: string): Promise<number[]> {
  const rows = await db.selectFrom('favorite_foods').select('food_id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('food_id').execute();
  return rows.map((r) => r.food_id);
}

export async function addFavoriteFood(db: Database, userId: string, foodId: number): Promise<void> {
  await db.insertInto('favorite_foods').values({ user_id: userId, food_id: foodId }).onConflict((oc) => oc.columns(['user_id', 'food_id']).doNothing()).execute();
}

export async function removeFavoriteFood(db: Database, userId: string, foodId: number): Promise<void> {
  await db.deleteFrom('favorite_foods').where('user_id', '=', userId).where('food_id', '=', foodId).execute();
}
