/** Display conversions; stored values are always metric. */
import { KG_PER_LB } from '../food-phrase/units.ts';

export const CM_PER_INCH = 2.54;

export function kgToLb(kg: number): number {
  return kg / KG_PER_LB;
}

export function lbToKg(lb: number): number {
  return lb * KG_PER_LB;
}

export function formatWeight(kg: number, unit: 'kg' | 'lb'): string {
  return unit === 'lb' ? `${round1(kgToLb(kg))} lbs` : `${round1(kg)} kg`;
}

export function formatHeight(cm: number, unit: 'cm' | 'ft_in'): string {
  if (unit === 'cm') return `${round1(cm)} cm`;
  const totalInches = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(totalInches / 12)} ft ${totalInches % 12} in`;
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
