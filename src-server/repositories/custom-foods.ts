import type { Selectable } from 'kysely';
import type { CustomFoodNutrient } from '../../src/schemas/custom-food.ts';
import type { Database } from '../db/database.ts';
import type { FoodsTable } from '../db/schema.ts';

/** The foods column of each optional nutrient a custom food carries (per 100 g there). */
export const CUSTOM_FOOD_NUTRIENT_COLUMNS = {
  fiber: 'fiber',
  sugar: 'sugar',
  saturatedFat: 'saturated_fat',
  sodium: 'sodium',
} as const satisfies Record<CustomFoodNutrient, keyof FoodsTable>;

type NutrientColumn = (typeof CUSTOM_FOOD_NUTRIENT_COLUMNS)[CustomFoodNutrient];

/** A custom food's own columns, numbers per 100 g as for every food. */
export type CustomFoodValues = Pick<FoodsTable, 'name' | 'brand' | 'gtin_upc' | 'calories' | 'protein' | 'carbs' | 'fats'> &
  Record<NutrientColumn, number | null> & {
    /** Tracked nutrients per 100 g as JSON, as USDA foods keep them (decision 046). */
    nutrients: string;
  };

export interface Serving {
  label: string;
  grams: number;
}

export type CustomFoodRow = Pick<Selectable<FoodsTable>, 'id' | 'name' | 'brand' | 'gtin_upc' | 'calories' | 'protein' | 'carbs' | 'fats' | 'nutrients' | NutrientColumn> & {
  serving_label: string;
  serving_grams: number;
};

// A custom food's serving is what its owner typed: never USDA's 'Quantity not specified'.
function portionRow(foodId: number, serving: Serving) {
  return { food_id: foodId, seq: 0, label: serving.label, grams: serving.grams, unspecified: false };
}

export async function insertCustomFood(db: Database, userId: string, values: CustomFoodValues, serving: Serving): Promise<number> {
  return db.transaction().execute((trx) => insertCustomFoodIn(trx, userId, values, serving));
}

/** The food and its serving, inside a transaction the caller holds. */
export async function insertCustomFoodIn(trx: Database, userId: string, values: CustomFoodValues, serving: Serving): Promise<number> {
  const { id } = await trx
    .insertInto('foods')
    .values({ ...values, user_id: userId, source: 'custom', source_id: crypto.randomUUID(), fdc_id: null, category: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('food_portions').values(portionRow(id, serving)).execute();
  return id;
}

/** Replaces the owner's food and its serving; false when the user owns no food with this id. */
export async function updateOwnCustomFood(db: Database, userId: string, id: number, values: CustomFoodValues, serving: Serving): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('foods').set(values).where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
    if (!updated) return false;
    await trx.deleteFrom('food_portions').where('food_id', '=', id).execute();
    await trx.insertInto('food_portions').values(portionRow(id, serving)).execute();
    return true;
  });
}

/** Log entries keep their numbers: their food_id is set to null by the foreign key. */
export async function deleteOwnCustomFood(db: Database, userId: string, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('foods').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

function selectCustomFoods(db: Database, userId: string) {
  return db
    .selectFrom('foods as f')
    .innerJoin('food_portions as p', (join) => join.onRef('p.food_id', '=', 'f.id').on('p.seq', '=', 0))
    .select(['f.id', 'f.name', 'f.brand', 'f.gtin_upc', 'f.calories', 'f.protein', 'f.carbs', 'f.fats', 'f.nutrients', ...Object.values(CUSTOM_FOOD_NUTRIENT_COLUMNS).map((c) => `f.${c}` as const)])
    .select(['p.label as serving_label', 'p.grams as serving_grams'])
    .where('f.user_id', '=', userId);
}

export function listCustomFoods(db: Database, userId: string): Promise<CustomFoodRow[]> {
  return selectCustomFoods(db, userId).orderBy('f.name').orderBy('f.id').execute();
}

export function findOwnCustomFood(db: Database, userId: string, id: number): Promise<CustomFoodRow | undefined> {
  return selectCustomFoods(db, userId).where('f.id', '=', id).executeTakeFirst();
}

export async function countCustomFoods(db: Database, userId: string): Promise<number> {
  const row = await db.selectFrom('foods').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}
