import { roundNutrition, type NutrientTotals } from '../../../src/domain/nutrition.ts';

/** What the charts compare against: the user's own targets; spec §9's constants only for the missing ones. */
export type ChartTargets = NutrientTotals;

export const CHART_DEFAULTS = { calories: 2000, protein: 100, fiber: 25, sugar: 50, sodium: 2300 } as const;

/** With no targets at all the bar chart compares against these. */
export const BAR_FALLBACK_TARGETS = { protein: 100, carbs: 200, fats: 80 } as const;

interface UserTargets {
  dailyCalories: number | null;
  dailyProtein: number | null;
  dailyCarbs: number | null;
  dailyFats: number | null;
}

/**
 * The chart shows the same targets as the dashboard: a user's carbs and fats as set, not re-derived
 * from calories (a 48 g fat target stays 48 g). Spec §9's shares apply only when a target is missing.
 */
export function chartTargets(user?: UserTargets | null): ChartTargets {
  const calories = user?.dailyCalories ?? CHART_DEFAULTS.calories;
  return {
    calories,
    protein: user?.dailyProtein ?? CHART_DEFAULTS.protein,
    carbs: user?.dailyCarbs ?? Math.round((calories * 0.45) / 4),
    fats: user?.dailyFats ?? Math.round((calories * 0.25) / 9),
    fiber: CHART_DEFAULTS.fiber,
    sugar: CHART_DEFAULTS.sugar,
    sodium: CHART_DEFAULTS.sodium,
  };
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

export type NutrientKey = keyof NutrientTotals;

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
  { key: 'fiber', unit: 'g' },
  { key: 'sugar', unit: 'g' },
  { key: 'sodium', unit: 'mg' },
];

/** Every nutrient against its target; without targets only protein, carbs and fats against the fallback. */
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
