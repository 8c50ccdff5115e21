import { dailyAverages, planDays, planTotals, sortMeals, targetWarnings } from './meal-plan-days.ts';
import { planDifficulty } from './meal-plan-targets.ts';
import { roundNutrition } from './nutrition.ts';
import { shoppingList, type IngredientUse } from './shopping-list.ts';
import type { MacroNumbers, PlanDay, PlannedMeal, ShoppingCategory } from '../schemas/meal-plan.ts';
import type { Recipe } from './recipe.ts';
import type { Choice } from './meal-plan-optimiser.ts';

/** A recipe as one person's meal on a plan day, at a portion of its serving. */
export function plannedMeal(recipe: Recipe, day: number, choice: Choice): PlannedMeal {
  const n = recipe.perServing;
  const p = choice.portion;
  const nutrition = roundNutrition({ calories: n.calories * p, protein: n.protein * p, carbs: n.carbs * p, fats: n.fats * p, fiber: n.fiber * p, sugar: n.sugar * p, sodium: n.sodium * p });
  return {
    day,
    mealType: choice.slot,
    type: choice.slot,
    name: recipe.name,
    recipeId: recipe.id,
    description: recipe.description,
    cuisine: recipe.cuisine,
    prepTime: recipe.prepMinutes,
    cookingTime: recipe.cookMinutes,
    totalTime: recipe.prepMinutes + recipe.cookMinutes,
    difficulty: recipe.difficulty,
    servings: p,
    calories: nutrition.calories,
    protein: nutrition.protein,
    carbs: nutrition.carbs,
    fats: nutrition.fats,
    nutrition,
    ingredients: recipe.ingredients.map((i) => i.text),
    tags: recipe.tags,
  };
}

export interface BuiltPlan {
  meals: PlannedMeal[];
  days: PlanDay[];
  planTotals: MacroNumbers;
  dailyAverages: MacroNumbers;
  shoppingList: ShoppingCategory[];
  difficulty: 'Easy' | 'Medium' | 'Hard';
  warnings: string[];
}

/** Ingredient grams the plan needs for `people` eating each meal at its portion. */
function ingredientUses(choices: readonly Choice[][], recipes: ReadonlyMap<string, Recipe>, people: number): IngredientUse[] {
  return choices.flat().flatMap((choice) => {
    const recipe = recipes.get(choice.recipeId)!;
    const share = (choice.portion * people) / recipe.servings;
    return recipe.ingredients.map((i) => ({
      foodId: i.food.id,
      name: i.name,
      foodName: i.food.name,
      category: i.food.category,
      grams: i.grams * share,
      portions: i.food.portions,
    }));
  });
}

/** Turns the optimiser's choices into meals, days, totals, the shopping list and any target warnings. */
export function buildPlan(choices: readonly Choice[][], recipes: ReadonlyMap<string, Recipe>, targets: MacroNumbers, people: number): BuiltPlan {
  const meals = sortMeals(choices.flatMap((day, i) => day.map((choice) => plannedMeal(recipes.get(choice.recipeId)!, i + 1, choice))));
  const days = planDays(meals, choices.length);
  const totals = planTotals(days);
  return {
    meals,
    days,
    planTotals: totals,
    dailyAverages: dailyAverages(totals, days.length),
    shoppingList: shoppingList(ingredientUses(choices, recipes, people)),
    difficulty: planDifficulty(meals.map((m) => m.difficulty)),
    warnings: targetWarnings(days, targets),
  };
}
