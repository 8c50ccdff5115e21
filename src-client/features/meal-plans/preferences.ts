import type { DietTag } from '../../../src/domain/meal-plan-diet.ts';
import { DEFAULT_MEAL_SHARES } from '../../../src/domain/meal-plan-targets.ts';
import { MAX_PLAN_DAYS, MEAL_PLAN_DEFAULTS, type Budget, type CookingSkill } from '../../../src/schemas/meal-plan.ts';

/** The generator form's values. */
export interface PlanPreferencesForm {
  days: number;
  dietaryRestrictions: DietTag[];
  cuisinePreferences: string[];
  cookingSkill: CookingSkill;
  maxCookingTime: number;
  budget: Budget;
  /** People the plan cooks for: the shopping list's quantities are multiplied by it. */
  servings: number;
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
  servings: MEAL_PLAN_DEFAULTS.servings,
  mealShares: {
    breakfast: [...DEFAULT_MEAL_SHARES.breakfast],
    lunch: [...DEFAULT_MEAL_SHARES.lunch],
    dinner: [...DEFAULT_MEAL_SHARES.dinner],
  },
};

export const DAYS_RANGE = { min: 1, max: MAX_PLAN_DAYS } as const;
export const COOKING_TIME_RANGE = { min: 5, max: 240 } as const;
export const PEOPLE_RANGE = { min: 1, max: 12 } as const;

/** The restrictions offered, each with the key of its name. */
export const RESTRICTION_OPTIONS = [
  { value: 'vegetarian', key: 'vegetarian' },
  { value: 'vegan', key: 'vegan' },
  { value: 'pescatarian', key: 'pescatarian' },
  { value: 'keto', key: 'keto' },
  { value: 'low-carb', key: 'lowCarb' },
  { value: 'high-protein', key: 'highProtein' },
  { value: 'paleo', key: 'paleo' },
  { value: 'mediterranean', key: 'mediterranean' },
  { value: 'gluten-free', key: 'glutenFree' },
  { value: 'dairy-free', key: 'dairyFree' },
  { value: 'nut-free', key: 'nutFree' },
  { value: 'egg-free', key: 'eggFree' },
] as const satisfies readonly { value: DietTag; key: string }[];

/** The cuisines offered: the value the generator reads, and the key of its name. */
export const CUISINE_OPTIONS = [
  { value: 'American', key: 'american' },
  { value: 'Chinese', key: 'chinese' },
  { value: 'French', key: 'french' },
  { value: 'Greek', key: 'greek' },
  { value: 'Indian', key: 'indian' },
  { value: 'Italian', key: 'italian' },
  { value: 'Japanese', key: 'japanese' },
  { value: 'Korean', key: 'korean' },
  { value: 'Mediterranean', key: 'mediterranean' },
  { value: 'Mexican', key: 'mexican' },
  { value: 'Middle Eastern', key: 'middleEastern' },
  { value: 'Thai', key: 'thai' },
] as const;

const clamp = (n: number, { min, max }: { min: number; max: number }, fallback: number) =>
  Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;

/** A number input's value (number or text while typing) as a whole number in range. */
export function toWhole(value: string | number, range: { min: number; max: number }, fallback: number): number {
  return clamp(typeof value === 'number' ? value : Number.parseFloat(value), range, fallback);
}
