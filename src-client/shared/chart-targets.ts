import type { MacroTargets } from '../../src/domain/day-targets.ts';
import { roundNutrition, type NutritionValues } from '../../src/domain/nutrition.ts';
import { KCAL_PER_GRAM } from '../../src/domain/energy.ts';
import type { MacroTotals, Nutrition } from '../../src/schemas/nutrition.ts';

/**
 * What the charts compare against: the day's calories and macros. Fiber, sugars and sodium have
 * their targets and limits from the nutrients report (decision 101), shown beside the charts.
 */
export type ChartTargets = MacroTotals;

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

/** Day or meal totals; missing fiber, sugar and sodium count as 0. */
export function nutrientTotals(entries: readonly NutritionValues[]): Nutrition {
  const sum = (pick: (e: NutritionValues) => number | null | undefined) => entries.reduce((acc, e) => acc + (pick(e) ?? 0), 0);
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
export function targetRows(totals: Nutrition, targets?: ChartTargets): TargetRow[] {
  const rows = targets ? ROWS : ROWS.filter((r) => r.key in BAR_FALLBACK_TARGETS);
  const targetOf = (key: NutrientKey) => (targets ? targets[key] : BAR_FALLBACK_TARGETS[key as keyof typeof BAR_FALLBACK_TARGETS]);
  return rows.map((row) => {
    const value = totals[row.key];
    const target = targetOf(row.key);
    return { ...row, value, target, percent: target > 0 ? Math.round((value / target) * 100) : 0, color: targetColor(value, target) };
  });
}

/** Calories from each macro, for the pie chart. */
export function macroCalorieShares(totals: Pick<Nutrition, 'protein' | 'carbs' | 'fats'>) {
  return [
    { key: 'protein', value: Math.round(totals.protein * KCAL_PER_GRAM.protein), color: 'blue.6' },
    { key: 'carbs', value: Math.round(totals.carbs * KCAL_PER_GRAM.carbs), color: 'leaf.6' },
    { key: 'fats', value: Math.round(totals.fats * KCAL_PER_GRAM.fats), color: 'orange.6' },
  ] as const;
}
