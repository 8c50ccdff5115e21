import { sql, type Insertable, type Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { FoodLogRow, FoodRow, RecipeIngredientsTable, RecipesTable } from '../db/schema.ts';
import type { NewFoodLog } from './food-logs.ts';
import { PORTIONS, parsePortions, type PortionRow } from './foods.ts';

export type RecipeRow = Selectable<RecipesTable>;
export type RecipeIngredientRow = Selectable<RecipeIngredientsTable>;
export type NewRecipe = Omit<Insertable<RecipesTable>, 'id' | 'user_id' | 'created_at' | 'updated_at'>;
export type NewIngredient = Omit<Insertable<RecipeIngredientsTable>, 'id' | 'recipe_id' | 'position'>;

/** A food's columns a recipe needs, and its portions. */
export type IngredientFoodRow = Pick<FoodRow, 'id' | 'name' | 'brand' | 'calories' | 'protein' | 'carbs' | 'fats' | 'fiber' | 'sugar' | 'sodium' | 'nutrients'> & { portions: PortionRow[] };

/** Every recipe of the user with its ingredients: what nutrition, nesting and cycles are worked out from. */
export async function loadRecipeBook(db: Database, userId: string) {
  const recipes = await db.selectFrom('recipes').selectAll().where('user_id', '=', userId).orderBy('name').orderBy('id').execute();
  const ingredients = recipes.length
    ? await db.selectFrom('recipe_ingredients').selectAll().where('recipe_id', 'in', recipes.map((r) => r.id)).orderBy('recipe_id').orderBy('position').execute()
    : [];
  return { recipes, ingredients };
}

/** The foods with their numbers per 100 g and their portions. */
/** Foods a user may put in a recipe: shared foods and their own custom foods, never another user's. */
export async function findIngredientFoods(db: Database, userId: string, ids: readonly number[]): Promise<IngredientFoodRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<IngredientFoodRow>`
    select f.id, f.name, f.brand, f.calories, f.protein, f.carbs, f.fats, f.fiber, f.sugar, f.sodium, f.nutrients, ${PORTIONS}
    from foods f where f.id in (${sql.join([...new Set(ids)])}) and (f.user_id is null or f.user_id = ${userId})
  `.execute(db);
  return rows.map(parsePortions);
}

export async function insertRecipe(db: Database, userId: string, recipe: NewRecipe, ingredients: readonly NewIngredient[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('recipes').values({ ...recipe, user_id: userId }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('recipe_ingredients').values(ingredients.map((i, position) => ({ ...i, recipe_id: id, position }))).execute();
    return id;
  });
}

/** Replaces the owner's recipe and its ingredients; false when the user has no such recipe. */
export async function replaceOwnRecipe(db: Database, userId: string, id: number, recipe: NewRecipe, ingredients: readonly NewIngredient[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('recipes').set({ ...recipe, updated_at: new Date() }).where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
    if (!updated) return false;
    await trx.deleteFrom('recipe_ingredients').where('recipe_id', '=', id).execute();
    await trx.insertInto('recipe_ingredients').values(ingredients.map((i, position) => ({ ...i, recipe_id: id, position }))).execute();
    return true;
  });
}

export async function deleteOwnRecipe(db: Database, userId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('recipes').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A food log entry made from a recipe, with its reference to it (a column the shared food log insert does not write). */
export async function insertRecipeLog(db: Database, values: NewFoodLog, recipeId: number): Promise<FoodLogRow> {
  const { rows } = await sql<Pick<FoodLogRow, 'id' | 'created_at' | 'nutrients'>>`
    insert into food_logs (user_id, date, meal_type, food_name, quantity, calories, protein, carbs, fats, fiber, sugar, sodium, fdc_id, food_id, serving_size, data_type, nutrients, recipe_id)
    values (${values.user_id}, ${values.date}, ${values.meal_type}, ${values.food_name}, ${values.quantity}, ${values.calories}, ${values.protein}, ${values.carbs},
      ${values.fats}, ${values.fiber}, ${values.sugar}, ${values.sodium}, ${values.fdc_id}, ${values.food_id}, ${values.serving_size}, ${values.data_type}, ${values.nutrients ?? '{}'}, ${recipeId})
    returning id, created_at, nutrients
  `.execute(db);
  return { ...values, ...rows[0]! };
}
