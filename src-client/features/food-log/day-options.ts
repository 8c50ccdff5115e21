import { addDays } from '../../../src/domain/dates.ts';
import { formatterFor } from '../../i18n/format.ts';

/** 'today' or 'yesterday' for those two days, null for any other. */
export function relativeDay(day: string, today: string): 'today' | 'yesterday' | null {
  if (day === today) return 'today';
  if (day === addDays(today, -1)) return 'yesterday';
  return null;
}

/** The local short date ('Mon, Jan 5'), with the year when it is not this year's. */
export function shortDayLabel(day: string, today: string, locale: string): string {
  const year = day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' as const };
  return formatterFor(locale).day(day, { weekday: 'short', month: 'short', day: 'numeric', ...year });
}

