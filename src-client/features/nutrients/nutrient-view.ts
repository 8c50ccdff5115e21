import { addDays } from '../../../src/domain/dates.ts';
import type { NutrientReportRow } from '../../../src/schemas/nutrients.ts';

export const PERIODS = [
  { value: 'day', days: 1 },
  { value: 'week', days: 7 },
  { value: 'month', days: 30 },
] as const;
export type Period = (typeof PERIODS)[number]['value'];

export function rangeOf(period: Period, today: string): { from: string; to: string } {
  const days = PERIODS.find((p) => p.value === period)!.days;
  return { from: addDays(today, -(days - 1)), to: today };
}

/** '183 mg', '0.9 mg', '1,200 µg' (in English; '1.200 µg' in German). */
export function formatAmount(amount: number, unit: string, locale: string): string {
  const digits = amount >= 100 ? 0 : amount >= 10 ? 1 : 2;
  return `${Number(amount.toFixed(digits)).toLocaleString(locale)} ${unit}`;
}

/** A nutrient's name inside a sentence: German keeps its nouns capitalised, English and Spanish do not. */
export function nameInSentence(name: string, language: string): string {
  return language === 'de' ? name : name.toLowerCase();
}

/** Where the target in use comes from, for its message: the person's own, else the default's basis. */
export const targetSource = (row: NutrientReportRow) => (row.custom !== null ? 'own' : row.driKind);

/** What a day's detail on the dashboard shows: fiber to reach, and the limits. */
export const DAY_DETAIL_KEYS = ['fiber', 'sodium', 'saturatedFat', 'addedSugar', 'sugar'] as const;

export type Standing = 'over-limit' | 'low' | 'met' | 'short' | 'no-target' | 'under' | 'over';

/** The badge a standing shows, by message key; none between low and met, or without a target. */
export const STANDING_BADGE = { 'over-limit': 'overLimit', low: 'low', met: 'met', short: null, 'no-target': null, under: 'under', over: 'over' } as const;

/**
 * How the amount stands: over an upper level; against a limit (sodium, sugars, saturated fat)
 * under or over it; against an intake target under 70% (low), reached, or in between.
 */
export function standingOf(row: NutrientReportRow): Standing {
  if (row.overUpperLimit) return 'over-limit';
  if (row.percentOfTarget === null) return 'no-target';
  if (row.targetKind === 'limit') return row.overLimit ? 'over' : 'under';
  if (row.percentOfTarget >= 100) return 'met';
  return row.percentOfTarget < 70 ? 'low' : 'short';
}

/** Colours by standing; text and badges use shade 9, which keeps small text readable on white. */
export const STANDING_COLOR: Record<Standing, string> = { 'over-limit': 'red', low: 'grape', met: 'teal', short: 'blue', 'no-target': 'gray', under: 'teal', over: 'red' };
