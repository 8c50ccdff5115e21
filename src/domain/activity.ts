/** Exercise energy and the water target (decision 049). */
import { ML_PER_FL_OZ } from '../food-phrase/units.ts';

/** The nutrition guide's water intake: 35 ml per kg of body weight. */
export const WATER_ML_PER_KG = 35;
export const MINUTES_PER_DAY = 24 * 60;

export function waterTargetMl(weightKg: number): number {
  return Math.round((weightKg * WATER_ML_PER_KG) / 10) * 10;
}

export function toMl(amount: number, unit: 'ml' | 'fl_oz'): number {
  return Math.round(unit === 'fl_oz' ? amount * ML_PER_FL_OZ : amount);
}

/**
 * Net calories of an activity: (MET − 1) × kg × hours. The daily target already pays for the hours
 * at rest (1 MET), so only the energy above rest is added to the day's budget.
 */
export function exerciseCalories(met: number, weightKg: number, minutes: number): number {
  return Math.round(Math.max(0, met - 1) * weightKg * (minutes / 60));
}
