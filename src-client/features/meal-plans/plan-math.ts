/** Pure helpers for saved meal plans. Plans may come from older stores, so inputs are loose. */
import { mealTypes, type MealType } from '../../../src/domain/choices.ts';
import { difficulties, type Difficulty } from '../../../src/schemas/meal-prep.ts';
import type { MacroTotals } from '../../../src/schemas/nutrition.ts';

export const PLAN_DEFAULTS = { days: 7, servings: 1, difficulty: 'Medium', ingredientsShown: 5 } as const;
/** Used when a plan has no total: these are already per day. */
export const DEFAULT_DAILY = { calories: 2000, protein: 120, carbs: 200, fats: 70 } as const;

export interface PlanTotalsLike {
  duration?: string | null;
  totalCalories?: number | null;
  totalProtein?: number | null;
  totalCarbs?: number | null;
  totalFats?: number | null;
}

/** The first whole number in the duration text ('5 days' → 5); 7 when there is none. */
export function daysFromDuration(duration: string | null | undefined): number {
  const match = /\d+/.exec(duration ?? '');
  const days = match ? Number.parseInt(match[0], 10) : 0;
  return days > 0 ? days : PLAN_DEFAULTS.days;
}

/** The days of a duration worded the usual way ('5 days', or none: 7), to be worded in the language shown; other wordings are shown as they are. */
export function plainDays(duration: string | null | undefined): number | undefined {
  return !duration?.trim() || /^\s*[1-9]\d* days?\s*$/.test(duration) ? daysFromDuration(duration) : undefined;
}

/** A difficulty ('Easy', 'medium') as one of the known levels, or undefined for any other wording. */
export function difficultyOf(text: string | null | undefined): Difficulty | undefined {
  const lower = text?.trim().toLowerCase();
  return difficulties.find((d) => d === lower);
}

const perDay = (total: number | null | undefined, days: number, fallback: number) =>
  typeof total === 'number' && Number.isFinite(total) && total > 0 ? Math.round(total / days) : fallback;

/** Totals divided by the plan's days; a missing total shows the default daily value. */
export function dailyAverages(plan: PlanTotalsLike): MacroTotals {
  const days = daysFromDuration(plan.duration);
  return {
    calories: perDay(plan.totalCalories, days, DEFAULT_DAILY.calories),
    protein: perDay(plan.totalProtein, days, DEFAULT_DAILY.protein),
    carbs: perDay(plan.totalCarbs, days, DEFAULT_DAILY.carbs),
    fats: perDay(plan.totalFats, days, DEFAULT_DAILY.fats),
  };
}

export interface SavedMeal extends Partial<MacroTotals> {
  day: number;
  /** Undefined when the plan names none: shown as 'Meal'. */
  name?: string;
  type?: string;
  /** The log-meal procedure's meal type, when the type is one. */
  mealType?: MealType;
  cookingTime?: number;
  description?: string;
  ingredients: string[];
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

function toMeal(raw: unknown): SavedMeal {
  const m = record(raw);
  const n = record(m.nutrition);
  const type = str(m.mealType) ?? str(m.type);
  const lower = type?.toLowerCase();
  return {
    day: num(m.day) ?? 1,
    name: str(m.name) ?? str(m.meal) ?? str(m.title),
    type,
    mealType: mealTypes.find((t) => t === lower),
    cookingTime: num(m.cookingTime),
    description: str(m.description),
    calories: num(m.calories) ?? num(n.calories),
    protein: num(m.protein) ?? num(n.protein),
    carbs: num(m.carbs) ?? num(n.carbs),
    fats: num(m.fats) ?? num(n.fats),
    ingredients: Array.isArray(m.ingredients) ? m.ingredients.filter((i): i is string => typeof i === 'string') : [],
  };
}

function shoppingLines(raw: unknown): string[] {
  if (typeof raw === 'string') return [raw];
  const r = record(raw);
  if (Array.isArray(r.items)) return r.items.flatMap(shoppingLines);
  const name = str(r.name);
  if (!name) return [];
  const quantity = str(r.quantity);
  return [quantity ? `${name} (${quantity})` : name];
}

const asList = (v: unknown): unknown[] => {
  const value = typeof v === 'string' ? (JSON.parse(v) as unknown) : v;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Error('not a list');
  return value;
};

/** meals and shoppingList, parsed from JSON text when needed; if parsing fails both are empty (logged only). */
export function parsePlanLists(plan: { meals?: unknown; shoppingList?: unknown }): { meals: SavedMeal[]; shoppingList: string[] } {
  try {
    return { meals: asList(plan.meals).map(toMeal), shoppingList: asList(plan.shoppingList).flatMap(shoppingLines) };
  } catch (error) {
    console.error('Could not read the meal plan', error);
    return { meals: [], shoppingList: [] };
  }
}

export const mealsForDay = (meals: readonly SavedMeal[], day: number) => meals.filter((m) => m.day === day);

/** The first five ingredients and how many more there are. */
export function ingredientPreview(ingredients: readonly string[]): { shown: string[]; more: number } {
  const shown = ingredients.slice(0, PLAN_DEFAULTS.ingredientsShown);
  return { shown, more: ingredients.length - shown.length };
}

/** The full-page address of 'Cook this' for a planned meal. */
export function cookHref(planId: number, day: number, mealType: string): string {
  const q = new URLSearchParams({ planId: String(planId), day: String(day), mealType });
  return `/meal-prep?${q.toString()}`;
}
