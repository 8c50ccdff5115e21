import { NUTRIENTS, roundAmount } from '../../../src/domain/micronutrients.ts';
import { roundNutrition } from '../../../src/domain/nutrition.ts';
import { calorieShares, divideNutrients } from '../../../src/domain/user-recipe.ts';
import type { RecipeDto, RecipeSummaryDto } from '../../../src/schemas/user-recipe.ts';
import { describeAnswer } from '../../../src/domain/portion-engine.ts';
import { amountInGrams } from '../../../src/domain/user-recipe.ts';
import type { EvaluatedRecipe, RecipeBook } from './recipe-book.ts';
import type { Nutrition } from '../../../src/schemas/nutrition.ts';

const rounded = (n: Nutrition): Nutrition => roundNutrition(n);

export interface StoredStep {
  text: string;
  minutes: number | null;
}

export function stepsOf(value: unknown): StoredStep[] {
  const list = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? (list as StoredStep[]) : [];
}

export function toRecipeDto(book: RecipeBook, e: EvaluatedRecipe): RecipeDto {
  const { recipe } = e;
  const shares = calorieShares(e.ingredients.map((i) => i.nutrition.calories));
  return {
    id: recipe.id,
    name: recipe.name,
    servings: recipe.servings,
    steps: stepsOf(recipe.steps),
    prepMinutes: recipe.prep_minutes,
    cookMinutes: recipe.cook_minutes,
    sourceUrl: recipe.source_url,
    ingredients: e.ingredients.map((i, n) => {
      const source = i.row.food_id !== null ? book.food(i.row.food_id) : book.recipeSource(i.row.sub_recipe_id!);
      return {
        foodId: i.row.food_id,
        recipeId: i.row.sub_recipe_id,
        name: i.name,
        amount: i.row.amount,
        grams: Math.round(i.row.grams * 10) / 10,
        portion: source ? describeAnswer(amountInGrams(source.portions, i.row.amount)) : `${i.row.grams} g`,
        nutrition: rounded(i.nutrition),
        calorieShare: shares[n]!,
      };
    }),
    total: rounded(e.total),
    perServing: rounded(divideNutrients(e.total, recipe.servings)),
    perServingNutrients: NUTRIENTS.flatMap(({ key, name, unit }) => {
      const sum = e.amounts.known[key];
      return sum === undefined ? [] : [{ key, name, unit, amount: roundAmount(sum / recipe.servings), lacking: e.amounts.lacking[key] }];
    }),
    totalGrams: Math.round(e.totalGrams),
    createdAt: new Date(recipe.created_at).toISOString(),
    updatedAt: new Date(recipe.updated_at).toISOString(),
  };
}

export function toSummaryDto(e: EvaluatedRecipe): RecipeSummaryDto {
  return {
    id: e.recipe.id,
    name: e.recipe.name,
    servings: e.recipe.servings,
    perServing: rounded(divideNutrients(e.total, e.recipe.servings)),
    ingredientCount: e.ingredients.length,
    updatedAt: new Date(e.recipe.updated_at).toISOString(),
  };
}
