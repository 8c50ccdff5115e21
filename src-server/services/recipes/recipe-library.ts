import { sql } from 'kysely';
import { buildRecipe, foodKey, type LibraryFood, type Recipe } from '../../../src/domain/recipe.ts';
import type { AiEngine } from '../../ai/engine.ts';
import type { Database } from '../../db/database.ts';
import type { WorkerPool } from '../../workers/pool.ts';
import { readRecipeFiles } from './recipe-files.ts';

export type { Recipe, RecipeIngredient, RecipeNutritionValues, LibraryFood } from '../../../src/domain/recipe.ts';

/** Read and checked once, when the server starts: a broken data file stops it there. */
export const { foods: RECIPE_FOODS, recipes: RECIPE_SOURCES } = readRecipeFiles();

/** Every catalogued food with its household portions, in one query. */
export async function loadLibraryFoods(db: Database): Promise<Map<string, LibraryFood>> {
  const refs = [...RECIPE_FOODS.values()];
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

/** The recipe library of one database: built on first use, then kept (it is read-only). */
export interface RecipeLibrary {
  all(): Promise<Recipe[]>;
  find(id: string): Promise<Recipe | undefined>;
}

/**
 * The library with ingredients resolved against the seeded foods and nutrition per serving
 * computed from them. The app keeps one per database; a failed build is retried on the next use.
 */
export function createRecipeLibrary(db: Database): RecipeLibrary {
  let library: Promise<Recipe[]> | undefined;
  const all = () => {
    if (!library) {
      library = loadLibraryFoods(db).then((foods) => RECIPE_SOURCES.map((source) => buildRecipe(source, RECIPE_FOODS, foods)));
      library.catch(() => (library = undefined));
    }
    return library;
  };
  return { all, find: async (id) => (await all()).find((r) => r.id === id) };
}

/** What the plan and prep services use besides the database: the app's recipes, AI engine and worker pool. */
export interface PlanningTools {
  recipes: RecipeLibrary;
  ai: AiEngine;
  workers: WorkerPool;
}
