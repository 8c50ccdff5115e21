import type { Database } from '../db/database.ts';
import type { NewFoodLog } from './food-logs.ts';

/** What a saved meal keeps of each entry: everything but whose, which day and which meal. */
export type SavedItemValues = Omit<NewFoodLog, 'user_id' | 'date' | 'meal_type' | 'client_id'>;

export interface SavedMealRecord {
  id: number;
  name: string;
  items: SavedItemValues[];
  created_at: Date;
}

const COLUMNS = ['id', 'name', 'items', 'created_at'] as const;

function parsed(row: { id: number; name: string; items: unknown; created_at: Date }): SavedMealRecord {
  // PGlite and node-postgres both parse jsonb; a string would mean a driver that does not.
  const items = typeof row.items === 'string' ? JSON.parse(row.items) : row.items;
  return { ...row, items: items as SavedItemValues[] };
}

export async function insertSavedMeal(db: Database, userId: string, name: string, items: readonly SavedItemValues[]): Promise<SavedMealRecord> {
  const row = await db.insertInto('saved_meals').values({ user_id: userId, name, items: JSON.stringify(items) }).returning(COLUMNS).executeTakeFirstOrThrow();
  return parsed(row);
}

export async function listSavedMeals(db: Database, userId: string): Promise<SavedMealRecord[]> {
  const rows = await db.selectFrom('saved_meals').select(COLUMNS).where('user_id', '=', userId).orderBy('id', 'desc').execute();
  return rows.map(parsed);
}

export async function findOwnSavedMeal(db: Database, userId: string, id: number): Promise<SavedMealRecord | undefined> {
  const row = await db.selectFrom('saved_meals').select(COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row && parsed(row);
}

export async function renameOwnSavedMeal(db: Database, userId: string, id: number, name: string): Promise<SavedMealRecord | undefined> {
  const row = await db.updateTable('saved_meals').set({ name }).where('id', '=', id).where('user_id', '=', userId).returning(COLUMNS).executeTakeFirst();
  return row && parsed(row);
}

export async function deleteOwnSavedMeal(db: Database, userId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('saved_meals').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Which of these food ids still exist: a custom food may be deleted after a meal was saved. */
export async function existingFoodIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('foods').select('id').where('id', 'in', [...ids]).execute();
  return new Set(rows.map((r) => r.id));
}
