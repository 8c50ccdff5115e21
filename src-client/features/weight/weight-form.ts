import { INVALID_WEIGHT, INVALID_WEIGHT_DETAIL } from '../../../src/schemas/weight.ts';
import { toKg, type WeightUnit } from './weight-units.ts';

export { INVALID_WEIGHT, INVALID_WEIGHT_DETAIL };

export interface WeightFormValues {
  /** In the user's unit; '' when empty. */
  weight: number | string;
  /** 'YYYY-MM-DD'; '' means today. */
  date: string;
}

export function emptyWeightForm(today: string): WeightFormValues {
  return { weight: '', date: today };
}

function numberOf(value: number | string): number {
  return typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
}

/** Weight must be present and greater than 0 (spec §5); the server checks the range. */
export function validateWeightForm(values: WeightFormValues): Partial<Record<keyof WeightFormValues, string>> {
  const n = numberOf(values.weight);
  return Number.isFinite(n) && n > 0 ? {} : { weight: INVALID_WEIGHT_DETAIL };
}

/** The `weight.create` input: kg (to two decimals, as the server keeps it) and the day, if chosen. */
export function weightInput(values: WeightFormValues, unit: WeightUnit): { weight: number; date?: string } {
  const kg = Math.round(toKg(numberOf(values.weight), unit) * 100) / 100;
  return values.date ? { weight: kg, date: values.date } : { weight: kg };
}
