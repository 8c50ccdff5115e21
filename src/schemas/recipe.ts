import { z } from 'zod';
import type { DeclaredDiet } from '../domain/meal-plan-diet.ts';
import { mealTypes } from './food-log.ts';
import { budgets } from './meal-plan.ts';
import { difficulties, stepTypes } from './meal-prep.ts';

// The recipe library's data files (foods.json and one file per meal) as authors write them.

const text = z.string().trim().min(1);
const declaredDiets = ['mediterranean', 'paleo'] as const satisfies readonly DeclaredDiet[];

/** A seeded USDA food; `name` is the name on a shopping list. */
export const foodRef = z.strictObject({
  source: z.enum(['foundation', 'sr_legacy', 'survey']),
  sourceId: z.string().regex(/^\d+$/),
  name: text,
});
export type FoodRef = z.output<typeof foodRef>;

/** foods.json: the foods the recipes use, by a short key ('greekYogurt'). */
export const recipeFoods = z
  .record(z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'a food key is a camelCase word'), foodRef)
  .transform((foods) => new Map(Object.entries(foods)));

export const ingredientSource = z.strictObject({
  /** A key of foods.json. */
  food: z.string(),
  /** For the whole recipe (all servings), as bought: raw, or dry for grains and pulses. */
  grams: z.number().positive().max(5000),
  /** What a cook reads: '2 large eggs'. */
  text,
});

export const stepSource = z.strictObject({
  type: z.enum(stepTypes),
  title: text,
  description: text,
  seconds: z.int().positive(),
  temperature: text.optional(),
  tips: z.array(text).optional(),
});

export const recipeSource = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an id is lowercase words joined by hyphens'),
  name: text,
  description: text,
  mealTypes: z.array(z.enum(mealTypes)).min(1),
  cuisine: text,
  difficulty: z.enum(difficulties),
  servings: z.int().min(1).max(12),
  /** Rough price class, matched against the plan's budget. */
  cost: z.enum(budgets),
  /** Diets that cannot be read off ingredient names; a test checks them against the ingredients. */
  declared: z.array(z.enum(declaredDiets)).optional(),
  ingredients: z.array(ingredientSource).min(1),
  steps: z.array(stepSource).min(1),
});
export type RecipeSource = z.output<typeof recipeSource>;

/** A meal's file: a list of recipes. */
export const recipeFile = z.array(recipeSource);

/** All files together: every ingredient names a catalogued food, and recipe ids are unique. */
export const recipeLibrarySources = z
  .strictObject({ foods: recipeFoods, recipes: z.array(recipeSource) })
  .superRefine(({ foods, recipes }, ctx) => {
    const seen = new Set<string>();
    recipes.forEach((recipe, i) => {
      if (seen.has(recipe.id)) ctx.addIssue({ code: 'custom', path: ['recipes', i, 'id'], message: `Recipe id ${recipe.id} is used twice` });
      seen.add(recipe.id);
      recipe.ingredients.forEach((item, j) => {
        if (!foods.has(item.food)) ctx.addIssue({ code: 'custom', path: ['recipes', i, 'ingredients', j, 'food'], message: `${recipe.id}: ${item.food} is not in foods.json` });
      });
    });
  });
export type RecipeLibrarySources = z.output<typeof recipeLibrarySources>;
