import type { NutrientReportRow, NutrientTargetDto } from '../schemas/nutrients.ts';
import { roundAmount } from './micronutrients.ts';
import type { ReportKey } from './report-nutrients.ts';

export interface LoggedEntry {
  date: string;
  foodName: string;
  /** Known amounts by nutrient; a missing key means unknown, never zero. */
  nutrients: Partial<Record<ReportKey, number>>;
}

const TOP_FOODS = 3;

/**
 * Each nutrient over a day or a range: the daily average over the days with entries (a day with
 * nothing logged is unknown, not a day of zero), its share of the target, whether it passes an
 * upper level that applies to food or a limit target, how many entries did not say, and the foods
 * that gave most.
 */
export function nutrientReport(entries: readonly LoggedEntry[], targets: readonly NutrientTargetDto[]): NutrientReportRow[] {
  const days = new Set(entries.map((e) => e.date)).size;
  return targets.map((t) => {
    let total = 0;
    let lacking = 0;
    const byFood = new Map<string, number>();
    for (const e of entries) {
      const v = e.nutrients[t.key];
      if (v === undefined) {
        lacking++;
        continue;
      }
      total += v;
      if (v > 0) byFood.set(e.foodName, (byFood.get(e.foodName) ?? 0) + v);
    }
    const amount = days > 0 ? total / days : 0;
    const topFoods = [...byFood]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, TOP_FOODS)
      .map(([foodName, v]) => ({ foodName, amount: roundAmount(v / Math.max(1, days)) }));
    return {
      ...t,
      amount: roundAmount(amount),
      percentOfTarget: t.target ? Math.round((amount / t.target) * 100) : null,
      overUpperLimit: t.upperLimit !== null && t.upperLimitNote === null && amount > t.upperLimit,
      overLimit: t.targetKind === 'limit' && t.target !== null && amount > t.target,
      entriesLacking: lacking,
      topFoods,
    };
  });
}

/**
 * Nutrients whose daily average is under `share` of the target, lowest first. A nutrient that most
 * of the `entries` do not report cannot be called low: its amount is mostly unknown. Under a limit
 * (sodium, sugars, saturated fat) is where it should be, never low.
 */
export function lowNutrients(rows: readonly NutrientReportRow[], entries: number, share = 0.7): NutrientReportRow[] {
  return rows
    .filter((r) => r.targetKind === 'intake' && r.percentOfTarget !== null && r.percentOfTarget < share * 100 && r.entriesLacking * 2 <= entries)
    .sort((a, b) => a.percentOfTarget! - b.percentOfTarget!);
}
