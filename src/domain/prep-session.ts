import { roundNutrition } from './nutrition.ts';
import { scaleIngredient } from './prep-ingredients.ts';
import type { PlannedMeal } from '../schemas/meal-plan.ts';
import type { GeneratedSession, RecipeNutrition } from '../schemas/meal-prep.ts';
import type { Recipe } from './recipe.ts';

export const newSessionId = () => crypto.randomUUID();

export const sumDurations = (steps: readonly { duration: number }[]) => steps.reduce((sum, s) => sum + s.duration, 0);

function perServing(recipe: Recipe, portion = 1): RecipeNutrition {
  const n = recipe.perServing;
  return roundNutrition({ calories: n.calories * portion, protein: n.protein * portion, carbs: n.carbs * portion, fats: n.fats * portion, fiber: n.fiber * portion, sugar: n.sugar * portion, sodium: n.sodium * portion });
}

/** A library recipe as a session: its own servings, ingredient lines and steps. */
export function sessionFromRecipe(recipe: Recipe): GeneratedSession {
  return {
    id: newSessionId(),
    recipeName: recipe.name,
    recipeId: recipe.id,
    difficulty: recipe.difficulty,
    servings: recipe.servings,
    totalTime: sumDurations(recipe.steps),
    nutrition: perServing(recipe),
    ingredients: recipe.ingredients.map((i) => ({ text: i.text, grams: i.grams })),
    steps: recipe.steps,
    source: 'library',
  };
}

/**
 * A planned meal as a session: cooked for the plan's people at the planned portion each, so the
 * ingredient amounts are scaled and the nutrition is one person's portion.
 */
export function sessionFromPlannedMeal(recipe: Recipe, meal: PlannedMeal, people: number): GeneratedSession {
  const factor = (meal.servings * people) / recipe.servings;
  const base = sessionFromRecipe(recipe);
  const ingredients = base.ingredients.map((line) => scaleIngredient(line, factor));
  return { ...base, servings: people, nutrition: perServing(recipe, meal.servings), ingredients, source: 'plan' };
}
