import type { MealType } from '../schemas/food-log.ts';
import type { Budget } from '../schemas/meal-plan.ts';
import type { Difficulty, RecipeStep } from '../schemas/meal-prep.ts';
import type { FoodRef, RecipeSource } from '../schemas/recipe.ts';
import { recipeDiet, type Allergen, type DietTag } from './meal-plan-diet.ts';
import type { Nutrition } from '../schemas/nutrition.ts';
import type { Per100g } from './nutrition.ts';

/** A seeded food as the recipes need it: per-100 g values and household portions. */
export interface LibraryFood extends Per100g {
  id: number;
  source: string;
  sourceId: string;
  name: string;
  category: string | null;
  portions: { label: string; grams: number }[];
}

export interface RecipeIngredient {
  food: LibraryFood;
  /** Shopping-list name. */
  name: string;
  grams: number;
  text: string;
}

export type RecipeNutritionValues = Nutrition;

export interface Recipe {
  id: string;
  name: string;
  description: string;
  mealTypes: MealType[];
  cuisine: string;
  difficulty: Difficulty;
  servings: number;
  cost: Budget;
  /** Minutes of prep/assemble steps, of cooking, and of hands-off resting (chilling, soaking). */
  prepMinutes: number;
  cookMinutes: number;
  restMinutes: number;
  ingredients: RecipeIngredient[];
  steps: RecipeStep[];
  /** Computed from the ingredients, unrounded. */
  perServing: RecipeNutritionValues;
  tags: DietTag[];
  allergens: Allergen[];
}

export const foodKey = (source: string, sourceId: string) => `${source}:${sourceId}`;

const NUTRIENTS = ['calories', 'protein', 'carbs', 'fats', 'fiber', 'sugar', 'sodium'] as const;

export function recipeNutrition(ingredients: readonly RecipeIngredient[], servings: number): RecipeNutritionValues {
  const total = Object.fromEntries(NUTRIENTS.map((n) => [n, 0])) as unknown as RecipeNutritionValues;
  for (const { food, grams } of ingredients) {
    for (const n of NUTRIENTS) total[n] += ((food[n] ?? 0) * grams) / 100;
  }
  for (const n of NUTRIENTS) total[n] /= servings;
  return total;
}

const minutes = (steps: readonly RecipeStep[], types: readonly string[]) =>
  Math.ceil(steps.filter((s) => types.includes(s.type)).reduce((sum, s) => sum + s.duration, 0) / 60);

/**
 * Resolves a recipe's ingredients (keys of `refs`) against the seeded foods and derives its
 * nutrition, times and diet tags.
 */
export function buildRecipe(source: RecipeSource, refs: ReadonlyMap<string, FoodRef>, foods: ReadonlyMap<string, LibraryFood>): Recipe {
  const ingredients = source.ingredients.map((item) => {
    const ref = refs.get(item.food);
    if (!ref) throw new Error(`Recipe ${source.id}: food ${item.food} is not catalogued`);
    const food = foods.get(foodKey(ref.source, ref.sourceId));
    if (!food) throw new Error(`Recipe ${source.id}: food ${item.food} (${ref.source} ${ref.sourceId}) is not in the database`);
    return { food, name: ref.name, grams: item.grams, text: item.text };
  });
  const steps: RecipeStep[] = source.steps.map((s, i) => ({
    id: `step-${i + 1}`,
    title: s.title,
    description: s.description,
    duration: s.seconds,
    type: s.type,
    ...(s.temperature ? { temperature: s.temperature } : {}),
    tips: s.tips ?? [],
  }));
  const perServing = recipeNutrition(ingredients, source.servings);
  const diet = recipeDiet(
    ingredients.map((i) => i.food.name),
    perServing,
    source.declared,
  );
  return {
    id: source.id,
    name: source.name,
    description: source.description,
    mealTypes: source.mealTypes,
    cuisine: source.cuisine,
    difficulty: source.difficulty,
    servings: source.servings,
    cost: source.cost,
    prepMinutes: minutes(steps, ['prep', 'assemble', 'other']),
    cookMinutes: minutes(steps, ['cook']),
    restMinutes: minutes(steps, ['rest']),
    ingredients,
    steps,
    perServing,
    tags: diet.tags,
    allergens: diet.allergens,
  };
}
