/**
 * A day's calorie and macro targets, one rule for every screen (decision 099): the target in force that
 * day (the profile's formula, an accepted check-in or the user's own numbers), else one fallback, plus
 * the day's exercise calories when the user chose that exercise raises the budget.
 */
import type { MacroTotals } from '../schemas/nutrition.ts';

export const targetSources = ['formula', 'check-in', 'manual'] as const;
export type TargetSource = (typeof targetSources)[number];

export type MacroTargets = MacroTotals;

/** For a user who has no targets yet (before onboarding). */
export const FALLBACK_TARGETS: MacroTargets = { calories: 2000, protein: 150, carbs: 200, fats: 70 };

export interface DayTargets extends MacroTargets {
  /** The target before exercise. */
  baseCalories: number;
  /** Exercise calories added to the budget; 0 unless the user turned that on. */
  exerciseCalories: number;
  source: TargetSource | 'fallback';
}

export interface TargetChangeRow extends MacroTargets {
  date: string;
  previousCalories: number | null;
}

/**
 * The targets in force on a day, from the changes oldest first: the last change made by that day;
 * before the first change what it replaced (its calories, with the macros first recorded); with no
 * history, the current targets.
 */
export function targetInForce(changes: readonly TargetChangeRow[], day: string, current: MacroTargets | null): MacroTargets | null {
  let found: TargetChangeRow | undefined;
  for (const c of changes) if (c.date <= day) found = c;
  const first = changes[0];
  if (found) return pick(found);
  if (first) return { ...pick(first), calories: first.previousCalories ?? first.calories };
  return current;
}

const pick = ({ calories, protein, carbs, fats }: MacroTargets): MacroTargets => ({ calories, protein, carbs, fats });

export function dayTargets(inForce: MacroTargets | null, source: TargetSource, exercise: { calories: number; addsToBudget: boolean }): DayTargets {
  const base = inForce ?? FALLBACK_TARGETS;
  const exerciseCalories = exercise.addsToBudget ? Math.max(0, Math.round(exercise.calories)) : 0;
  return { ...pick(base), calories: base.calories + exerciseCalories, baseCalories: base.calories, exerciseCalories, source: inForce ? source : 'fallback' };
}

/**
 * What a profile save or a weigh-in does to the stored targets: formula targets follow the profile;
 * an accepted check-in or a hand-set target is replaced only once the user confirmed it. A save that
 * changed the formula's inputs asks ("ask"); one that did not (a unit, a name) keeps it silently.
 */
export function targetUpdate(
  source: TargetSource,
  stored: MacroTargets | null,
  computed: MacroTargets | null,
  change: { inputsChanged: boolean; confirmed: boolean },
): 'set' | 'keep' | 'ask' {
  if (!computed) return 'keep';
  if (!stored || source === 'formula' || change.confirmed) return 'set';
  if (!change.inputsChanged || sameTargets(stored, computed)) return 'keep';
  return 'ask';
}

export const sameTargets = (a: MacroTargets, b: MacroTargets) => a.calories === b.calories && a.protein === b.protein && a.carbs === b.carbs && a.fats === b.fats;

/** An accepted check-in is the user's own numbers when they changed the proposal before accepting. */
export const acceptedSource = (accepted: MacroTargets, proposal: MacroTargets | null): TargetSource => (proposal && sameTargets(accepted, proposal) ? 'check-in' : 'manual');
