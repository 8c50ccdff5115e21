import { STREAK_WINDOW_DAYS } from '../../../src/domain/progress.ts';
import type { Rarity } from '../../../src/domain/achievements.ts';
import type { ProgressSummaryDto } from '../../../src/schemas/weight.ts';
import { toDisplay, type WeightUnit } from '../../shared/weight-units.ts';

export const PROGRESS_TABS = ['overview', 'achievements', 'weight', 'habits', 'goal'] as const;
export type ProgressTab = (typeof PROGRESS_TABS)[number];

export function parseProgressSearch(search: Record<string, unknown>): { tab?: ProgressTab } {
  const tab = PROGRESS_TABS.find((t) => t === search.tab);
  return tab ? { tab } : {};
}

export interface StatCardView {
  key: 'streak' | 'meals' | 'weight' | 'calories';
  /** The number shown; null for a weight change before any weigh-in. */
  value: number | null;
}

/**
 * Overview's four cards. The spec shows the weight change in lbs; here it is in the
 * user's unit, since the change since the first weigh-in.
 */
export function statCards(p: ProgressSummaryDto, unit: WeightUnit): StatCardView[] {
  const change = p.weight.totalChange;
  return [
    { key: 'streak', value: p.currentStreak },
    { key: 'meals', value: p.mealsLogged },
    { key: 'weight', value: change === null ? null : toDisplay(change, unit) },
    { key: 'calories', value: p.averageCalories },
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

const ACHIEVEMENT_KEYS = {
  'getting-started': 'gettingStarted',
  'week-warrior': 'weekWarrior',
  'century-club': 'centuryClub',
  'consistency-king': 'consistencyKing',
  'goal-setter': 'goalSetter',
  'progress-tracker': 'progressTracker',
} as const;

/** The message key of one of the six achievements, by its id; null for one this client does not know. */
export function achievementKey(id: string): (typeof ACHIEVEMENT_KEYS)[keyof typeof ACHIEVEMENT_KEYS] | null {
  return Object.hasOwn(ACHIEVEMENT_KEYS, id) ? ACHIEVEMENT_KEYS[id as keyof typeof ACHIEVEMENT_KEYS] : null;
}

/** Weigh-ins oldest first for the chart, in the user's unit, each day named by `dayLabel`. */
export function weightSeries(logs: readonly { date: string; weight: number }[], unit: WeightUnit, dayLabel: (day: string) => string): { date: string; weight: number }[] {
  return [...logs].reverse().map((l) => ({ date: dayLabel(l.date), weight: toDisplay(l.weight, unit) }));
}
