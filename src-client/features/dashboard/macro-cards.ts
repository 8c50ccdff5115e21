import { goalProgress } from '../../../src/domain/nutrition.ts';
import type { MacroTotals } from '../../../src/schemas/nutrition.ts';
import type { MacroTargets } from '../../../src/domain/day-targets.ts';
import { dailyTargetsOf, type MacroTarget } from '../../shared/daily-targets.ts';

export interface MacroCard extends MacroTarget {
  consumed: number;
  /** 0-100. */
  percent: number;
}

/** Consumed against the day's targets for calories, protein, carbs and fats; missing totals count as 0. */
export function macroCards(targets: MacroTargets, macros: MacroTotals | undefined): MacroCard[] {
  return dailyTargetsOf(targets).map((target) => {
    const consumed = macros?.[target.key] ?? 0;
    return { ...target, consumed, percent: goalProgress(consumed, target.value).percent };
  });
}

export interface GoalSummary {
  percent: number;
  reached: boolean;
  /** Whole calories left until the target. */
  remaining: number;
}

/** The goal card: reached at 98% or more, otherwise the calories left. */
export function calorieGoal(consumed: number, target: number): GoalSummary {
  const { percent, remaining, reached } = goalProgress(consumed, target);
  return { percent, reached, remaining: Math.round(remaining) };
}
