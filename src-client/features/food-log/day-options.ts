import { addDays, daysBack } from '../../../src/domain/dates.ts';

/** Spec §9: the date picker covers 7 days, today and the 6 before it. */
export const DAY_PICKER_DAYS = 7;

export interface DayOption {
  value: string;
  label: string;
}

function formatDay(day: string, options: Intl.DateTimeFormatOptions, locale?: string): string {
  // Days are calendar dates: format them at UTC midnight so no time zone shifts them.
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** 'Today', 'Yesterday', then the local short date ('Mon, Jan 5'). */
export function dayLabel(day: string, today: string, locale?: string): string {
  if (day === today) return 'Today';
  if (day === addDays(today, -1)) return 'Yesterday';
  return formatDay(day, { weekday: 'short', month: 'short', day: 'numeric' }, locale);
}

/** Options for a day select: today first, then the previous days. */
export function dayOptions(today: string, count = DAY_PICKER_DAYS, locale?: string): DayOption[] {
  return daysBack(today, count).map((value) => ({ value, label: dayLabel(value, today, locale) }));
}

/** A long form for headings: 'Monday, January 5, 2026'. */
export function longDayLabel(day: string, locale?: string): string {
  return formatDay(day, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, locale);
}
