import { addDays } from '../../../src/domain/dates.ts';
import type { NutrientReportRow } from '../../../src/schemas/nutrients.ts';

export const PERIODS = [
  { value: 'day', label: 'Day', days: 1 },
  { value: 'week', label: '7 days', days: 7 },
  { value: 'month', label: '30 days', days: 30 },
] as const;
export type Period = (typeof PERIODS)[number]['value'];

export function rangeOf(period: Period, today: string): { from: string; to: string } {
  const days = PERIODS.find((p) => p.value === period)!.days;
  return { from: addDays(today, -(days - 1)), to: today };
}

/** '183 mg', '0.9 mg', '1,200 µg'. */
export function formatAmount(amount: number, unit: string): string {
  const digits = amount >= 100 ? 0 : amount >= 10 ? 1 : 2;
  const text = Number(amount.toFixed(digits)).toLocaleString('en-US');
  return `${text} ${unit}`;
}

export type Standing = 'over-limit' | 'low' | 'met' | 'short' | 'no-target';

/** How the amount stands: over an upper level, under 70% of target (low), reached, or in between. */
export function standingOf(row: NutrientReportRow): Standing {
  if (row.overUpperLimit) return 'over-limit';
  if (row.percentOfTarget === null) return 'no-target';
  if (row.percentOfTarget >= 100) return 'met';
  return row.percentOfTarget < 70 ? 'low' : 'short';
}

/** Colours by standing; text and badges use shade 9, which keeps small text readable on white. */
export const STANDING_COLOR: Record<Standing, string> = { 'over-limit': 'red', low: 'grape', met: 'teal', short: 'blue', 'no-target': 'gray' };
