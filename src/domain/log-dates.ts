import { addDays } from './dates.ts';

/** The first day the log accepts: older dates are typing mistakes, not meals anyone will log. */
export const FIRST_LOG_DAY = '2000-01-01';

/** How far ahead a day can be planned. */
export const PLAN_AHEAD_DAYS = 365;

/** The last day the log accepts for someone whose today is `today`. */
export function lastLogDay(today: string): string {
  return addDays(today, PLAN_AHEAD_DAYS);
}

/**
 * True for a day in the log's range. The server does not know which time zone a request means, so it
 * checks against the UTC day plus one: no zone is more than 14 hours ahead.
 */
export function isLogDay(day: string, now: Date = new Date()): boolean {
  return day >= FIRST_LOG_DAY && day <= lastLogDay(addDays(now.toISOString().slice(0, 10), 1));
}
