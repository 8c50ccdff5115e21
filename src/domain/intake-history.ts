/** Daily intake against target over 7, 30 or 90 days, with weekly averages (issue 15 point 4). */
import { addDays } from './dates.ts';

export const HISTORY_SPANS = [7, 30, 90] as const;
export type HistorySpan = (typeof HISTORY_SPANS)[number];

export interface HistoryDay {
  date: string;
  /** Null when nothing was logged that day: unknown, not zero. */
  calories: number | null;
  target: number;
}
export interface HistoryWeek {
  /** The week's first day. */
  from: string;
  /** Mean of the logged days; null when none was logged. */
  calories: number | null;
  target: number;
  loggedDays: number;
}

export function intakeHistory(span: number, today: string, logged: Map<string, number>, targetFor: (day: string) => number) {
  const days: HistoryDay[] = [];
  for (let i = span - 1; i >= 0; i--) {
    const date = addDays(today, -i);
    days.push({ date, calories: logged.has(date) ? Math.round(logged.get(date)!) : null, target: targetFor(date) });
  }
  const weeks: HistoryWeek[] = [];
  for (let i = 0; i < days.length; i += 7) {
    const week = days.slice(i, i + 7);
    const known = week.flatMap((d) => (d.calories === null ? [] : [d.calories]));
    weeks.push({
      from: week[0]!.date,
      calories: known.length ? Math.round(known.reduce((a, b) => a + b, 0) / known.length) : null,
      target: Math.round(week.reduce((a, d) => a + d.target, 0) / week.length),
      loggedDays: known.length,
    });
  }
  return { days, weeks };
}
