import type { DeclaredDiet } from '../../../../src/domain/meal-plan-diet.ts';
import type { Budget } from '../../../../src/schemas/meal-plan.ts';
import type { Difficulty, StepType } from '../../../../src/schemas/meal-prep.ts';
import type { MealType } from '../../../../src/schemas/food-log.ts';
import type { FoodKey } from './foods.ts';

export interface FoodRef {
  source: 'foundation' | 'sr_legacy' | 'survey';
  sourceId: string;
  /** The name on a shopping list. */
  name: string;
}

export interface IngredientSource {
  food: FoodKey;
  /** For the whole recipe (all servings), as bought: raw, or dry for grains and pulses. */
  grams: number;
  /** What a cook reads: '2 large eggs'. */
  text: string;
}

export interface StepSource {
  type: StepType;
  title: string;
  description: string;
  seconds: number;
  temperature?: string;
  tips?: string[];
}

export interface RecipeSource {
  id: string;
  name: string;
  description: string;
  mealTypes: MealType[];
  cuisine: string;
  difficulty: Difficulty;
  servings: number;
  /** Rough price class, matched against the plan's budget. */
  cost: Budget;
  /** Diets that cannot be read off ingredient names; a test checks them against the ingredients. */
  declared?: DeclaredDiet[];
  ingredients: IngredientSource[];
  steps: StepSource[];
}

export const ing = (food: FoodKey, grams: number, text: string): IngredientSource => ({ food, grams, text });

type Extra = Pick<StepSource, 'temperature' | 'tips'>;
const step =
  (type: StepType) =>
  (title: string, description: string, minutes: number, extra: Extra = {}): StepSource => ({
    type,
    title,
    description,
    seconds: Math.round(minutes * 60),
    ...extra,
  });

export const prep = step('prep');
export const cook = step('cook');
export const rest = step('rest');
export const assemble = step('assemble');
