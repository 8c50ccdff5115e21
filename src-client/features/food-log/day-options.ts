import { addDays } from '../../../src/domain/dates.ts';
import { dateTimeFormat } from '../../i18n/intl-formats.ts';

function formatDay(day: string, options: Intl.DateTimeFormatOptions, locale?: string): string {
  // Days are calendar dates: format them at UTC midnight so no time zone shifts them.
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** 'today' or 'yesterday' for those two days, null for any other. */
export function relativeDay(day: string, today: string): 'today' | 'yesterday' | null {
  if (day === today) return 'today';
  if (day === addDays(today, -1)) return 'yesterday';
  return null;
}

/** The local short date ('Mon, Jan 5'), with the year when it is not this year's. */
export function shortDayLabel(day: string, today: string, locale?: string): string {
  const year = day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' as const };
  return formatDay(day, { weekday: 'short', month: 'short', day: 'numeric', ...year }, locale);
}

/** A long form for headings: 'Monday, January 5, 2026'. */
export function longDayLabel(day: string, locale?: string): string {
  return formatDay(day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, locale);
}
