import type { MacroTotals } from '../../../src/schemas/nutrition.ts';
import type { MacroTarget } from '../../shared/daily-targets.ts';

export interface BudgetLine {
  key: MacroTarget['key'];
  unit: MacroTarget['unit'];
  eaten: number;
  target: number;
  /** What is left of the target; negative when over it. */
  left: number;
}

const round = (n: number, unit: MacroTarget['unit']) => (unit === 'kcal' ? Math.round(n) : Math.round(n * 10) / 10);

/** Each target against what the day holds so far. */
export function dayBudget(totals: MacroTotals, targets: readonly MacroTarget[]): BudgetLine[] {
  return targets.map((t) => ({ key: t.key, unit: t.unit, eaten: totals[t.key], target: t.value, left: round(t.value - totals[t.key], t.unit) }));
}
