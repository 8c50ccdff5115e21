import { kgToLb, lbToKg, round1 } from '../../src/domain/units.ts';
import { monthChange, steadyBandKg, weightTrend, type WeightTrend } from '../../src/domain/progress.ts';
import type { WeightLogDto } from '../../src/schemas/weight.ts';

/** Stored weights are kg; the user reads and types them in their `weightUnit` preference. */
export type WeightUnit = 'kg' | 'lb';

/** The unit as written after a number and in labels: 'kg' or 'lbs'. */
export function unitLabel(unit: WeightUnit): string {
  return unit === 'lb' ? 'lbs' : 'kg';
}

/** A stored kg value in the user's unit, to one decimal. */
export function toDisplay(kg: number, unit: WeightUnit): number {
  return round1(unit === 'lb' ? kgToLb(kg) : kg);
}

/** What the user typed, in kg for the API. */
export function toKg(value: number, unit: WeightUnit): number {
  return unit === 'lb' ? lbToKg(value) : value;
}

/** Writes a number; `useFormat().number` writes it the way the language shown does ('78,6'). */
type NumberWriter = (value: number) => string;

export function formatWeightIn(kg: number, unit: WeightUnit, number: NumberWriter = String): string {
  return `${number(toDisplay(kg, unit))} ${unitLabel(unit)}`;
}

/** A change with its sign: '+1.2 kg', '-3.1 lbs', '0 kg'. */
export function formatChange(kg: number, unit: WeightUnit, number: NumberWriter = String): string {
  const value = toDisplay(kg, unit);
  const sign = value > 0 ? '+' : value < 0 ? '-' : '';
  return `${sign}${number(Math.abs(value))} ${unitLabel(unit)}`;
}

export interface MonthChange {
  /** This calendar month's change in kg to one decimal; null without two weigh-ins to compare. */
  change: number | null;
  trend: WeightTrend;
}

/** The Weight Progress card's "This month" (the list is newest first); steady is judged against the goal rate. */
export function thisMonthChange(logs: readonly Pick<WeightLogDto, 'weight' | 'date'>[], today: string, weeklyRateKg: number | null): MonthChange {
  const { change, days } = monthChange(logs, today);
  return { change, trend: weightTrend(change, steadyBandKg(days, weeklyRateKg)) };
}
