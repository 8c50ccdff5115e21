import { addDays } from './dates.ts';

/** Spec constants (document 000 §9). */
export const STREAK_WINDOW_DAYS = 30;
export const WEIGHT_TREND_NEUTRAL_KG = 0.5;

/**
 * Consecutive logged days counted back from today over the last 30 days, stopping at the first day
 * with no log. Today still being open, a day without a log yet does not break the streak: counting
 * then starts from yesterday.
 */
export function currentStreak(loggedDays: ReadonlySet<string>, today: string): number {
  let day = loggedDays.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (streak < STREAK_WINDOW_DAYS && loggedDays.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** Days logged in the last 30 (today included), as a percent of 30. */
export function consistencyRate(loggedDays: ReadonlySet<string>, today: string): number {
  let logged = 0;
  for (let i = 0; i < STREAK_WINDOW_DAYS; i++) if (loggedDays.has(addDays(today, -i))) logged += 1;
  return Math.round((logged / STREAK_WINDOW_DAYS) * 100);
}

export function daysThisMonth(loggedDays: Iterable<string>, today: string): number {
  const month = today.slice(0, 7);
  let count = 0;
  for (const day of loggedDays) if (day.startsWith(month) && day <= today) count += 1;
  return count;
}

export interface Run {
  start: string;
  length: number;
}

/** Runs of consecutive days in a sorted list of distinct days. */
export function runsOf(sortedDays: readonly string[]): Run[] {
  const runs: Run[] = [];
  for (const day of sortedDays) {
    const last = runs.at(-1);
    if (last && addDays(last.start, last.length) === day) last.length += 1;
    else runs.push({ start: day, length: 1 });
  }
  return runs;
}

/** The day a run of `length` days was first completed, if ever. */
export function firstRunCompleted(runs: readonly Run[], length: number): string | null {
  const run = runs.find((r) => r.length >= length);
  return run ? addDays(run.start, length - 1) : null;
}

export type WeightTrend = 'up' | 'down' | 'neutral';

export function weightTrend(changeKg: number | null): WeightTrend {
  if (changeKg === null || Math.abs(changeKg) <= WEIGHT_TREND_NEUTRAL_KG) return 'neutral';
  return changeKg > 0 ? 'up' : 'down';
}
