import type { DietTag } from './meal-plan-diet.ts';
import { FALLBACK_TARGETS, type MacroTargets } from './day-targets.ts';
import { KCAL_PER_GRAM } from './energy.ts';
import type { CookingSkill, MacroNumbers, PlanTargets } from '../schemas/meal-plan.ts';
import type { Difficulty } from '../schemas/meal-prep.ts';

/** A main meal's share of the day's calories, in percent: [lowest, highest]. */
export type MealShares = Record<'breakfast' | 'lunch' | 'dinner', readonly [number, number]>;

/** Breakfast a fifth to under a third of the day, lunch and dinner about a third each; snacks the rest. */
export const DEFAULT_MEAL_SHARES: MealShares = { breakfast: [20, 30], lunch: [30, 40], dinner: [30, 40] };

/**
 * The portions (servings) of a recipe that keep a main meal inside its share of the day's calorie
 * target, within the portions a person may eat; null when none does.
 */
export function portionsInShare(perServing: number, dailyCalories: number, [min, max]: readonly [number, number]): readonly [number, number] | null {
  const lowest = PORTIONS[0];
  const highest = PORTIONS[PORTIONS.length - 1]!;
  if (perServing <= 0) return null;
  const from = Math.max(lowest, (min / 100) * (dailyCalories / perServing));
  const to = Math.min(highest, (max / 100) * (dailyCalories / perServing));
  return from <= to ? [from, to] : null;
}

/** How far a day may stray from its target before the optimiser pays a steep price. */
export const TOLERANCE = { calories: 0.05, macros: 0.1 } as const;

/** Portions of a recipe serving one person may eat, in quarter servings. */
export const PORTIONS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** A recipe is used at most this many times in a 7-day stretch. */
export const MAX_USES_PER_WEEK = 2;

export const SKILL_DIFFICULTIES: Record<CookingSkill, Difficulty[]> = {
  beginner: ['easy'],
  intermediate: ['easy', 'medium'],
  advanced: ['easy', 'medium', 'hard'],
};

/** Share of energy from carbs a diet allows; the freed energy goes to fat. */
const CARB_CAPS: Partial<Record<DietTag, number>> = { keto: 0.1, 'low-carb': 0.26, paleo: 0.25 };

/**
 * Daily targets for a plan: the user's targets before exercise (decision 099), else the one fallback.
 * Keto and low-carb cap carbs (a 45% carb target cannot be met from keto recipes) and move the rest to fat.
 */
export function planTargets(base: MacroTargets | null, restrictions: readonly DietTag[] = []): PlanTargets {
  const { calories, protein, carbs, fats } = base ?? FALLBACK_TARGETS;
  const t: MacroNumbers = { calories, protein, carbs, fats };
  const source = base ? 'profile' : 'default';
  const caps = restrictions.map((r) => CARB_CAPS[r]).filter((c): c is number => c !== undefined);
  if (caps.length > 0) {
    const maxCarbs = Math.round((t.calories * Math.min(...caps)) / KCAL_PER_GRAM.carbs);
    if (t.carbs > maxCarbs) {
      t.carbs = maxCarbs;
      const left = t.calories - t.protein * KCAL_PER_GRAM.protein - t.carbs * KCAL_PER_GRAM.carbs;
      t.fats = Math.max(t.fats, Math.round(left / KCAL_PER_GRAM.fats));
    }
  }
  return { ...t, source };
}

export function durationText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** Days from a duration text the way the saved-plans reader parses it (7 when there is no number). */
export function daysFromDuration(duration: string | null | undefined): number {
  const n = Number.parseInt(/\d+/.exec(duration ?? '')?.[0] ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 7;
}

const LEVELS: Difficulty[] = ['easy', 'medium', 'hard'];

/** The plan's badge: the difficulty most of its meals have (the harder on a tie). */
export function planDifficulty(levels: readonly Difficulty[]): 'Easy' | 'Medium' | 'Hard' {
  if (levels.length === 0) return 'Medium';
  const counts = LEVELS.map((l) => levels.filter((x) => x === l).length);
  const best = counts.lastIndexOf(Math.max(...counts));
  return (['Easy', 'Medium', 'Hard'] as const)[best]!;
}
