import { addDays } from '../../../src/domain/dates.ts';

function formatDay(day: string, options: Intl.DateTimeFormatOptions, locale?: string): string {
  // Days are calendar dates: format them at UTC midnight so no time zone shifts them.
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** 'Today', 'Yesterday', then the local short date ('Mon, Jan 5'), with the year when it is not this year's. */
export function dayLabel(day: string, today: string, locale?: string): string {
  if (day === today) return 'Today';
  if (day === addDays(today, -1)) return 'Yesterday';
  const year = day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' as const };
  return formatDay(day, { weekday: 'short', month: 'short', day: 'numeric', ...year }, locale);
}

/** A long form for headings: 'Monday, January 5, 2026'. */
export function longDayLabel(day: string, locale?: string): string {
  return formatDay(day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, locale);
}
