import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import type { LogMealRecipeInput, MealRecipeDetail } from '../../../src/schemas/meal-chat.ts';
import type { RecipeDto } from '../../../src/schemas/user-recipe.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { checkEntrySize } from '../food-log/entry-checks.ts';
import { logFood } from '../food-log/food-log-service.ts';
import type { Recipe, RecipeLibrary } from '../recipes/recipe-library.ts';
import { createRecipe } from '../user-recipes/recipe-service.ts';

const one = (n: number) => Math.round(n * 10) / 10;

async function libraryRecipe(recipes: RecipeLibrary, id: string): Promise<Recipe> {
  const recipe = await recipes.find(id);
  if (!recipe) throw new AppError('NOT_FOUND', 'recipeNotFound');
  return recipe;
}

/** A suggested recipe opened from its card: ingredients, one serving's numbers and the steps. */
export async function mealRecipeDetail(recipes: RecipeLibrary, id: string): Promise<MealRecipeDetail> {
  const r = await libraryRecipe(recipes, id);
  const n = r.perServing;
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    servings: r.servings,
    prepMinutes: r.prepMinutes,
    cookMinutes: r.cookMinutes,
    difficulty: r.difficulty,
    mealTypes: r.mealTypes,
    ingredients: r.ingredients.map((i) => ({ name: i.name, text: i.text, grams: Math.round(i.grams) })),
    steps: r.steps.map((s) => ({ title: s.title, description: s.description, minutes: Math.max(1, Math.round(s.duration / 60)) })),
    perServing: { calories: Math.round(n.calories), protein: one(n.protein), carbs: one(n.carbs), fats: one(n.fats), fiber: one(n.fiber), sugar: one(n.sugar), sodium: Math.round(n.sodium) },
    tags: r.tags,
    allergens: r.allergens,
  };
}

/** Logs servings of a suggested recipe with the numbers computed from its ingredients. */
export async function logMealRecipe(db: Database, recipes: RecipeLibrary, user: UserRow, input: LogMealRecipeInput): Promise<FoodLogDto> {
  const r = await libraryRecipe(recipes, input.recipeId);
  const n = r.perServing;
  const times = (v: number) => v * input.servings;
  checkEntrySize('servings', { calories: times(n.calories) });
  return logFood(db, user, {
    date: input.date,
    mealType: input.mealType,
    foodName: r.name,
    quantity: `${input.servings} ${input.servings === 1 ? 'serving' : 'servings'}`,
    calories: times(n.calories),
    protein: times(n.protein),
    carbs: times(n.carbs),
    fats: times(n.fats),
    fiber: times(n.fiber),
    sugar: times(n.sugar),
    sodium: times(n.sodium),
    servingSize: '1 serving',
    dataType: 'local',
  });
}

/** Copies a suggested recipe into the user's own recipes, where it can be edited, scaled and logged. */
export async function saveMealRecipe(db: Database, recipes: RecipeLibrary, user: UserRow, id: string): Promise<RecipeDto> {
  const r = await libraryRecipe(recipes, id);
  return createRecipe(db, user, {
    name: r.name,
    servings: r.servings,
    ingredients: r.ingredients.map((i) => ({ foodId: i.food.id, amount: `${Math.round(i.grams * 10) / 10} g` })),
    steps: r.steps.map((s) => ({ text: `${s.title}: ${s.description}`.slice(0, 2000), minutes: Math.max(1, Math.round(s.duration / 60)) })),
    prepMinutes: r.prepMinutes,
    cookMinutes: r.cookMinutes,
    sourceUrl: null,
  });
}
