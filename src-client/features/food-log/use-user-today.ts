import { dayIn } from '../../../src/domain/dates.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { useUser } from '../auth/use-current-user.ts';

/** Today as 'YYYY-MM-DD' in the user's time zone (their profile's, else the browser's). */
export function useUserToday(): string {
  const timeZone = useUser()?.timeZone ?? browserTimeZone() ?? 'UTC';
  try {
    return dayIn(timeZone);
  } catch {
    return dayIn('UTC');
  }
}
