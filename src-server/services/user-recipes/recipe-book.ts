import type { NutrientAmounts } from '../../../src/domain/micronutrients.ts';
import { multiplyAmounts, nutrientsFor, recipeAsSource, sumAmounts, sumNutrients, ZERO, type AmountsTotal, type IngredientSource } from '../../../src/domain/user-recipe.ts';
import type { Database } from '../../db/database.ts';
import { findIngredientFoods, loadRecipeBook, type IngredientFoodRow, type RecipeIngredientRow, type RecipeRow } from '../../repositories/user-recipes.ts';
import type { Nutrition } from '../../../src/schemas/nutrition.ts';

export interface EvaluatedIngredient {
  row: RecipeIngredientRow;
  name: string;
  nutrition: Nutrition;
  /** Tracked nutrients of the ingredient's grams; null when its food knows none. */
  amounts: NutrientAmounts | null;
}

export interface EvaluatedRecipe {
  recipe: RecipeRow;
  ingredients: EvaluatedIngredient[];
  total: Nutrition;
  /** Tracked nutrients of the whole recipe, with how many ingredients lacked each. */
  amounts: AmountsTotal;
  totalGrams: number;
}

export function foodSource(f: IngredientFoodRow): IngredientSource {
  const per100g = { calories: f.calories, protein: f.protein, carbs: f.carbs, fats: f.fats, fiber: f.fiber ?? 0, sugar: f.sugar ?? 0, sodium: f.sodium ?? 0 };
  return { name: f.brand ? `${f.brand} ${f.name}` : f.name, per100g, nutrients: f.nutrients, portions: f.portions };
}

/**
 * A user's recipes with their foods, read once: nutrition is worked out from the ingredients each time
 * (a recipe used inside another counts with its current ingredients), and cycles are found here.
 */
export class RecipeBook {
  private readonly evaluated = new Map<number, EvaluatedRecipe>();
  private readonly byId: Map<number, RecipeRow>;
  private readonly ingredientsOf = new Map<number, RecipeIngredientRow[]>();

  constructor(
    readonly recipes: RecipeRow[],
    ingredients: RecipeIngredientRow[],
    private readonly foods: Map<number, IngredientSource>,
  ) {
    this.byId = new Map(recipes.map((r) => [r.id, r]));
    for (const i of ingredients) this.ingredientsOf.set(i.recipe_id, [...(this.ingredientsOf.get(i.recipe_id) ?? []), i]);
  }

  static async load(db: Database, userId: string, moreFoodIds: readonly number[] = []): Promise<RecipeBook> {
    const { recipes, ingredients } = await loadRecipeBook(db, userId);
    const ids = [...ingredients.flatMap((i) => (i.food_id === null ? [] : [i.food_id])), ...moreFoodIds];
    const foods = await findIngredientFoods(db, userId, ids);
    return new RecipeBook(recipes, ingredients, new Map(foods.map((f) => [f.id, foodSource(f)])));
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  food(id: number): IngredientSource | undefined {
    return this.foods.get(id);
  }

  /** A recipe of the book as an ingredient: its numbers per 100 g and one serving as its portion. */
  recipeSource(id: number, visiting = new Set<number>()): IngredientSource | undefined {
    const e = this.evaluate(id, visiting);
    return e && recipeAsSource(e.recipe.name, e.total, e.amounts, e.totalGrams, e.recipe.servings);
  }

  evaluate(id: number, visiting = new Set<number>()): EvaluatedRecipe | undefined {
    const done = this.evaluated.get(id);
    if (done) return done;
    const recipe = this.byId.get(id);
    if (!recipe || visiting.has(id)) return undefined;
    visiting.add(id);
    const ingredients = (this.ingredientsOf.get(id) ?? []).map((row) => {
      const source = row.food_id !== null ? this.foods.get(row.food_id) : this.recipeSource(row.sub_recipe_id!, visiting);
      const amounts = source?.nutrients ? multiplyAmounts(source.nutrients, row.grams / 100) : null;
      return { row, name: source?.name ?? 'Unknown', nutrition: source ? nutrientsFor(source.per100g, row.grams) : ZERO, amounts };
    });
    visiting.delete(id);
    const result = {
      recipe,
      ingredients,
      total: sumNutrients(ingredients.map((i) => i.nutrition)),
      amounts: sumAmounts(ingredients.map((i) => i.amounts)),
      totalGrams: ingredients.reduce((s, i) => s + i.row.grams, 0),
    };
    this.evaluated.set(id, result);
    return result;
  }

  /** Whether `target` is `from` or used, at any depth, inside it: using `from` in `target` would make a cycle. */
  reaches(from: number, target: number, seen = new Set<number>()): boolean {
    if (from === target) return true;
    if (seen.has(from)) return false;
    seen.add(from);
    return (this.ingredientsOf.get(from) ?? []).some((i) => i.sub_recipe_id !== null && this.reaches(i.sub_recipe_id, target, seen));
  }

  /** Names of the recipes that use this one as an ingredient. */
  usedBy(id: number): string[] {
    return this.recipes.filter((r) => (this.ingredientsOf.get(r.id) ?? []).some((i) => i.sub_recipe_id === id)).map((r) => r.name);
  }
}
