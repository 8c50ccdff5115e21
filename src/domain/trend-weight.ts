/**
 * Trend weight (decision 048): an exponentially weighted moving average of the weigh-ins, as The
 * Hacker's Diet draws it. Each day the trend moves a tenth of the way to the scale, so a salty
 * dinner's kilo of water barely bends it; a day without a weigh-in leaves the trend where it was and
 * the next weigh-in counts for the days it covers.
 */
import { addDays } from './dates.ts';
import type { WeighIn } from './expenditure.ts';

export const TREND_SMOOTHING = 0.1;
/** Closer than this to the goal counts as there: the trend itself wavers by about as much. */
export const GOAL_REACHED_KG = 0.5;

export interface TrendPoint {
  date: string;
  /** The mean of the day's weigh-ins. */
  weight: number;
  trend: number;
}

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The trend at each day with a weigh-in, oldest first. */
export function trendWeights(weighIns: WeighIn[]): TrendPoint[] {
  const days = new Map<string, number[]>();
  for (const w of weighIns) days.set(w.date, [...(days.get(w.date) ?? []), w.weight]);
  const points: TrendPoint[] = [];
  let previous: { date: string; trend: number } | undefined;
  for (const date of [...days.keys()].sort()) {
    const list = days.get(date)!;
    const weight = list.reduce((a, b) => a + b, 0) / list.length;
    const gap = previous ? daysBetween(previous.date, date) : 0;
    const trend = previous ? previous.trend + (1 - (1 - TREND_SMOOTHING) ** gap) * (weight - previous.trend) : weight;
    previous = { date, trend };
    points.push({ date, weight: round2(weight), trend: round2(trend) });
  }
  return points;
}

/** +1 to gain, −1 to lose, 0 when the trend is at the goal (or there is no goal). */
export function goalDirection(trend: number | null, goalWeight: number | null): -1 | 0 | 1 {
  if (trend === null || goalWeight === null || Math.abs(goalWeight - trend) < GOAL_REACHED_KG) return 0;
  return goalWeight > trend ? 1 : -1;
}

/** When the goal is reached at the weekly rate from today's trend; null without a goal or trend, today when there. */
export function goalDate(trend: number | null, goalWeight: number | null, weeklyRateKg: number, today: string): string | null {
  if (trend === null || goalWeight === null || weeklyRateKg <= 0) return null;
  if (goalDirection(trend, goalWeight) === 0) return today;
  return addDays(today, Math.ceil((Math.abs(goalWeight - trend) / weeklyRateKg) * 7));
}
