import { STREAK_WINDOW_DAYS } from '../../../src/domain/progress.ts';
import type { Rarity } from '../../../src/domain/achievements.ts';
import type { ProgressSummaryDto } from '../../../src/schemas/weight.ts';
import { toDisplay, unitLabel, type WeightUnit } from '../weight/weight-units.ts';

export const PROGRESS_TABS = ['overview', 'achievements', 'weight', 'habits', 'goal'] as const;
export type ProgressTab = (typeof PROGRESS_TABS)[number];

export function parseProgressSearch(search: Record<string, unknown>): { tab?: ProgressTab } {
  const tab = PROGRESS_TABS.find((t) => t === search.tab);
  return tab ? { tab } : {};
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/** A signed number for a change: '+1.2', '-0.4', '0'. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `-${Math.abs(n)}` : '0';
}

export interface StatCardView {
  key: 'streak' | 'meals' | 'weight' | 'calories';
  label: string;
  value: string;
  unit: string;
  info: string;
}

/**
 * Overview's four cards (spec §2). The spec shows the weight change in lbs; here it is in the
 * user's unit, since the change since the first weigh-in.
 */
export function statCards(p: ProgressSummaryDto, unit: WeightUnit): StatCardView[] {
  const change = p.weight.totalChange;
  return [
    { key: 'streak', label: 'Current Streak', value: `${p.currentStreak}`, unit: plural(p.currentStreak, 'day'), info: `Days in a row you have logged food, counting back from today (up to ${STREAK_WINDOW_DAYS}).` },
    { key: 'meals', label: 'Foods Logged', value: p.mealsLogged.toLocaleString('en-US'), unit: plural(p.mealsLogged, 'meal'), info: 'Food entries you have logged so far.' },
    { key: 'weight', label: 'Weight Change', value: change === null ? '–' : signed(toDisplay(change, unit)), unit: change === null ? 'no weigh-ins' : unitLabel(unit), info: 'Change from your first weigh-in to your latest.' },
    { key: 'calories', label: 'Avg. Calories', value: p.averageCalories.toLocaleString('en-US'), unit: 'kcal', info: `Average calories a day over the days you logged in the last ${STREAK_WINDOW_DAYS}.` },
  ];
}

/** The streak ring: the current streak out of 30 days, as a percent. */
export function streakRingPercent(streak: number): number {
  return Math.round((Math.min(Math.max(streak, 0), STREAK_WINDOW_DAYS) / STREAK_WINDOW_DAYS) * 100);
}

/** Badge colours chosen for at least 4.5:1 with white text. */
export const RARITY_COLOR: Record<Rarity, string> = {
  common: 'gray.7',
  rare: 'blue.8',
  epic: 'grape.8',
  legendary: '#a34a00',
};

export const RARITY_LABEL: Record<Rarity, string> = { common: 'Common', rare: 'Rare', epic: 'Epic', legendary: 'Legendary' };

/** '2025-01-05' → 'Jan 5, 2025' (the day as stored, whatever the browser's time zone). */
export function formatDay(day: string, withYear = true): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) });
}

/** Weigh-ins oldest first for the chart, in the user's unit. */
export function weightSeries(logs: readonly { date: string; weight: number }[], unit: WeightUnit): { date: string; weight: number }[] {
  return [...logs].reverse().map((l) => ({ date: formatDay(l.date, false), weight: toDisplay(l.weight, unit) }));
}
