import { addDays } from './dates.ts';

/** The progress screen's windows and thresholds. */
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

export function weightTrend(changeKg: number | null, steadyKg = WEIGHT_TREND_NEUTRAL_KG): WeightTrend {
  if (changeKg === null || Math.abs(changeKg) <= steadyKg) return 'neutral';
  return changeKg > 0 ? 'up' : 'down';
}

/** The weekly rate of someone who has not chosen one: the goal card's default. */
export const DEFAULT_WEEKLY_RATE_KG = 0.5;

/**
 * The largest change over `days` that still reads as steady: a quarter of what the goal's weekly rate
 * moves in that time (a week at least, so a few days' noise is not a trend), and never under the
 * 0.1 kg the screens show. A 0.5 kg loss in a week at a 0.5 kg goal rate is progress, not steady.
 */
export function steadyBandKg(days: number, weeklyRateKg: number | null): number {
  const rate = weeklyRateKg !== null && weeklyRateKg > 0 ? weeklyRateKg : DEFAULT_WEEKLY_RATE_KG;
  return Math.max(0.1, (rate * Math.max(7, days)) / 7 / 4);
}

export interface MonthChange {
  /** Latest weigh-in of the month minus the last one before the month (else the month's first), kg to 0.1. */
  change: number | null;
  /** Days between the two weigh-ins compared. */
  days: number;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The change in the calendar month of `today`, from weigh-ins newest first; none without a weigh-in this month. */
export function monthChange(logs: readonly { date: string; weight: number }[], today: string): MonthChange {
  const month = today.slice(0, 7);
  const inMonth = logs.filter((l) => l.date.startsWith(month) && l.date <= today);
  const latest = inMonth[0];
  const before = logs.find((l) => l.date < `${month}-01`) ?? inMonth.at(-1);
  if (!latest || !before || before === latest) return { change: null, days: 0 };
  return { change: Math.round((latest.weight - before.weight) * 10) / 10, days: daysBetween(before.date, latest.date) };
}

export type GoalPace = 'steady' | 'on-rate' | 'faster' | 'slower' | 'away' | 'no-goal';

/**
 * How a change over `days` compares with the goal: within a quarter of the weekly rate (per week,
 * over a week at least) it is on the goal rate; towards the goal but outside that, faster or slower.
 * `direction` is -1 to lose, 1 to gain, 0 without a goal or to keep the weight.
 */
export function goalPace(changeKg: number, days: number, goal: { direction: -1 | 0 | 1; weeklyRateKg: number | null }): GoalPace {
  if (Math.abs(changeKg) <= steadyBandKg(days, goal.weeklyRateKg)) return 'steady';
  if (goal.direction === 0 || goal.weeklyRateKg === null || goal.weeklyRateKg <= 0) return 'no-goal';
  if (Math.sign(changeKg) !== goal.direction) return 'away';
  const perWeek = (Math.abs(changeKg) * 7) / Math.max(7, days);
  if (Math.abs(perWeek - goal.weeklyRateKg) <= goal.weeklyRateKg / 4) return 'on-rate';
  return perWeek > goal.weeklyRateKg ? 'faster' : 'slower';
}
