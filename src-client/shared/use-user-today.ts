import { dayIn } from '../../src/domain/dates.ts';
import type { TrpcUtils } from '../app/trpc.ts';
import { browserTimeZone } from '../lib/time-zone.ts';
import { useUser } from './use-current-user.ts';

/** Today as 'YYYY-MM-DD' in a time zone (the profile's, else the browser's). */
function todayIn(profileTimeZone: string | null | undefined): string {
  try {
    return dayIn(profileTimeZone ?? browserTimeZone() ?? 'UTC');
  } catch {
    return dayIn('UTC');
  }
}

/** Today as 'YYYY-MM-DD' in the user's time zone (their profile's, else the browser's). */
export function useUserToday(): string {
  return todayIn(useUser()?.timeZone);
}

/**
 * A route's `prefetch` for screens that open on today's totals and activity (the dashboard and the
 * food log). As the app starts the profile is not known yet, so the browser's time zone stands in.
 * Returns the day it asked for.
 */
export function prefetchToday(trpc: TrpcUtils): string {
  const date = todayIn(trpc.user.me.getData()?.timeZone);
  void trpc.foodLog.dailyProgress.prefetch({ date });
  void trpc.activity.day.prefetch({ date });
  return date;
}
