import type { DietTag } from '../../../src/domain/meal-plan-diet.ts';
import { DEFAULT_MEAL_SHARES } from '../../../src/domain/meal-plan-targets.ts';
import { MAX_PLAN_DAYS, MEAL_PLAN_DEFAULTS, type Budget, type CookingSkill } from '../../../src/schemas/meal-plan.ts';

/** The generator form's values (spec §3 'Meal plan generation preferences', defaults from §9). */
export interface PlanPreferencesForm {
  days: number;
  dietaryRestrictions: DietTag[];
  cuisinePreferences: string[];
  cookingSkill: CookingSkill;
  maxCookingTime: number;
  budget: Budget;
  /** Each main meal's share of the day's calories, in percent. */
  mealShares: Record<'breakfast' | 'lunch' | 'dinner', [number, number]>;
}

export const DEFAULT_PREFERENCES: PlanPreferencesForm = {
  days: MEAL_PLAN_DEFAULTS.days,
  dietaryRestrictions: [],
  cuisinePreferences: [],
  cookingSkill: MEAL_PLAN_DEFAULTS.cookingSkill,
  maxCookingTime: MEAL_PLAN_DEFAULTS.maxCookingTime,
  budget: MEAL_PLAN_DEFAULTS.budget,
  mealShares: {
    breakfast: [...DEFAULT_MEAL_SHARES.breakfast],
    lunch: [...DEFAULT_MEAL_SHARES.lunch],
    dinner: [...DEFAULT_MEAL_SHARES.dinner],
  },
};

export const DAYS_RANGE = { min: 1, max: MAX_PLAN_DAYS } as const;
export const COOKING_TIME_RANGE = { min: 5, max: 240 } as const;

const RESTRICTIONS: { value: DietTag; label: string }[] = [
  { value: 'vegetarian', label: 'Vegetarian' },
  { value: 'vegan', label: 'Vegan' },
  { value: 'pescatarian', label: 'Pescatarian' },
  { value: 'keto', label: 'Keto' },
  { value: 'low-carb', label: 'Low carb' },
  { value: 'high-protein', label: 'High protein' },
  { value: 'paleo', label: 'Paleo' },
  { value: 'mediterranean', label: 'Mediterranean' },
  { value: 'gluten-free', label: 'Gluten-free' },
  { value: 'dairy-free', label: 'Dairy-free' },
  { value: 'nut-free', label: 'Nut-free' },
  { value: 'egg-free', label: 'Egg-free' },
];
export const RESTRICTION_OPTIONS = RESTRICTIONS;

export const CUISINE_OPTIONS = ['American', 'Chinese', 'French', 'Greek', 'Indian', 'Italian', 'Japanese', 'Korean', 'Mediterranean', 'Mexican', 'Middle Eastern', 'Thai'];

export const SKILL_OPTIONS: { value: CookingSkill; label: string }[] = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
];

export const BUDGET_OPTIONS: { value: Budget; label: string }[] = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
];

const clamp = (n: number, { min, max }: { min: number; max: number }, fallback: number) =>
  Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;

/** A number input's value (number or text while typing) as a whole number in range. */
export function toWhole(value: string | number, range: { min: number; max: number }, fallback: number): number {
  return clamp(typeof value === 'number' ? value : Number.parseFloat(value), range, fallback);
}
