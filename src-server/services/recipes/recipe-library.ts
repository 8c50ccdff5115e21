import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { BREAKFASTS } from './data/breakfasts.ts';
import { DINNERS } from './data/dinners.ts';
import { FOODS } from './data/foods.ts';
import { LUNCHES } from './data/lunches.ts';
import { SNACKS } from './data/snacks.ts';
import type { RecipeSource } from './data/types.ts';
import { buildRecipe, foodKey, type LibraryFood, type Recipe } from './recipe-build.ts';

export type { Recipe, RecipeIngredient, RecipeNutritionValues, LibraryFood } from './recipe-build.ts';

export const RECIPE_SOURCES: readonly RecipeSource[] = [...BREAKFASTS, ...LUNCHES, ...DINNERS, ...SNACKS];

/** Every catalogued food with its household portions, in one query. */
export async function loadLibraryFoods(db: Database): Promise<Map<string, LibraryFood>> {
  const refs = Object.values(FOODS);
  const rows = await db
    .selectFrom('foods as f')
    .select(['f.id', 'f.source', 'f.source_id', 'f.name', 'f.category', 'f.calories', 'f.protein', 'f.carbs', 'f.fats', 'f.fiber', 'f.sugar', 'f.sodium'])
    .select(
      sql<{ label: string; grams: number }[]>`coalesce((
        select json_agg(json_build_object('label', p.label, 'grams', p.grams) order by p.seq)
        from food_portions p where p.food_id = f.id), '[]'::json)`.as('portions'),
    )
    .where((eb) => eb(eb.refTuple('f.source', 'f.source_id'), 'in', refs.map((r) => eb.tuple(r.source, r.sourceId))))
    .execute();
  return new Map(
    rows.map((r) => [
      foodKey(r.source, r.source_id),
      { id: r.id, source: r.source, sourceId: r.source_id, name: r.name, category: r.category, calories: r.calories, protein: r.protein, carbs: r.carbs, fats: r.fats, fiber: r.fiber, sugar: r.sugar, sodium: r.sodium, portions: r.portions },
    ]),
  );
}

const cache = new WeakMap<Database, Promise<Recipe[]>>();

/**
 * The recipe library with ingredients resolved against the seeded foods and nutrition per serving
 * computed from them. Read-only, so it is built once per database handle.
 */
export function loadRecipeLibrary(db: Database): Promise<Recipe[]> {
  let library = cache.get(db);
  if (!library) {
    library = loadLibraryFoods(db).then((foods) => RECIPE_SOURCES.map((source) => buildRecipe(source, foods)));
    library.catch(() => cache.delete(db));
    cache.set(db, library);
  }
  return library;
}

export async function findRecipe(db: Database, id: string): Promise<Recipe | undefined> {
  return (await loadRecipeLibrary(db)).find((r) => r.id === id);
}
