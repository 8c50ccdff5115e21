import type { MacroTargets } from '../../../src/domain/day-targets.ts';
import { roundNutrition, type NutrientTotals } from '../../../src/domain/nutrition.ts';

/**
 * What the charts compare against: the day's calories and macros. Fiber, sugars and sodium have
 * their targets and limits from the nutrients report (decision 101), shown beside the charts.
 */
export type ChartTargets = Pick<NutrientTotals, 'calories' | 'protein' | 'carbs' | 'fats'>;

/** With no targets at all the bar chart compares against these. */
export const BAR_FALLBACK_TARGETS = { protein: 100, carbs: 200, fats: 80 } as const;

/** The chart shows the same targets as the dashboard: the day's calories and macros from the server (decision 099). */
export function chartTargets({ calories, protein, carbs, fats }: MacroTargets): ChartTargets {
  return { calories, protein, carbs, fats };
}

export type TargetColor = 'red' | 'green' | 'yellow';

/** Bar badge: red above target, green from 80% of it, otherwise yellow. */
export function targetColor(value: number, target: number): TargetColor {
  if (value > target) return 'red';
  if (value >= target * 0.8) return 'green';
  return 'yellow';
}

export type { NutrientTotals };

type NutrientEntry = { calories: number; protein: number; carbs: number; fats: number; fiber?: number | null; sugar?: number | null; sodium?: number | null };

/** Day or meal totals; missing fiber, sugar and sodium count as 0 (spec §3). */
export function nutrientTotals(entries: readonly NutrientEntry[]): NutrientTotals {
  const sum = (pick: (e: NutrientEntry) => number | null | undefined) => entries.reduce((acc, e) => acc + (pick(e) ?? 0), 0);
  return roundNutrition({
    calories: sum((e) => e.calories),
    protein: sum((e) => e.protein),
    carbs: sum((e) => e.carbs),
    fats: sum((e) => e.fats),
    fiber: sum((e) => e.fiber),
    sugar: sum((e) => e.sugar),
    sodium: sum((e) => e.sodium),
  });
}

export type NutrientKey = keyof ChartTargets;

export interface TargetRow {
  key: NutrientKey;
  unit: 'kcal' | 'g' | 'mg';
  value: number;
  target: number;
  /** Share of the target, not capped. */
  percent: number;
  color: TargetColor;
}

const ROWS: { key: NutrientKey; unit: TargetRow['unit'] }[] = [
  { key: 'calories', unit: 'kcal' },
  { key: 'protein', unit: 'g' },
  { key: 'carbs', unit: 'g' },
  { key: 'fats', unit: 'g' },
];

/** Calories and each macro against its target; without targets only protein, carbs and fats against the fallback. */
export function targetRows(totals: NutrientTotals, targets?: ChartTargets): TargetRow[] {
  const rows = targets ? ROWS : ROWS.filter((r) => r.key in BAR_FALLBACK_TARGETS);
  const targetOf = (key: NutrientKey) => (targets ? targets[key] : BAR_FALLBACK_TARGETS[key as keyof typeof BAR_FALLBACK_TARGETS]);
  return rows.map((row) => {
    const value = totals[row.key];
    const target = targetOf(row.key);
    return { ...row, value, target, percent: target > 0 ? Math.round((value / target) * 100) : 0, color: targetColor(value, target) };
  });
}

/** Calories from each macro (4/4/9 kcal per gram), for the pie chart. */
export function macroCalorieShares(totals: Pick<NutrientTotals, 'protein' | 'carbs' | 'fats'>) {
  return [
    { key: 'protein', value: Math.round(totals.protein * 4), color: 'blue.6' },
    { key: 'carbs', value: Math.round(totals.carbs * 4), color: 'leaf.6' },
    { key: 'fats', value: Math.round(totals.fats * 9), color: 'orange.6' },
  ] as const;
}
