import { toKg, type WeightUnit } from '../../shared/weight-units.ts';

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

/** Weight must be present and greater than 0; the server checks the range. */
export function isValidWeight(weight: number | string): boolean {
  const n = numberOf(weight);
  return Number.isFinite(n) && n > 0;
}

/** The `weight.create` input: kg (to two decimals, as the server keeps it) and the day, if chosen. */
export function weightInput(values: WeightFormValues, unit: WeightUnit): { weight: number; date?: string } {
  const kg = Math.round(toKg(numberOf(values.weight), unit) * 100) / 100;
  return values.date ? { weight: kg, date: values.date } : { weight: kg };
}
