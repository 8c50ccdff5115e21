import { kgToLb, lbToKg, round1 } from '../../../src/domain/units.ts';
import { weightTrend, type WeightTrend } from '../../../src/domain/progress.ts';
import type { WeightLogDto } from '../../../src/schemas/weight.ts';

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

export interface LatestChange {
  /** Latest weigh-in minus the one before, kg to one decimal; null with fewer than two. */
  change: number | null;
  trend: WeightTrend;
}

/** The Weight Progress card compares the latest two entries (the list is newest first). */
export function latestChange(logs: readonly Pick<WeightLogDto, 'weight'>[]): LatestChange {
  const [latest, previous] = logs;
  const change = latest && previous ? round1(latest.weight - previous.weight) : null;
  return { change, trend: weightTrend(change) };
}
