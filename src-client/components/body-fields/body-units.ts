import type { z } from 'zod';
import { CM_PER_INCH, kgToLb, lbToKg, round1 } from '../../../src/domain/units.ts';
import { AGE_RANGE, HEIGHT_RANGE, WEIGHT_RANGE } from '../../../src/schemas/user.ts';
import { i18n } from '../../i18n/i18n.ts';

/** Forms take height and weight in the user's units and send SI (decision 053). */
export type WeightUnit = 'kg' | 'lb';
export type HeightUnit = 'cm' | 'ft_in';
export interface Units {
  weightUnit: WeightUnit;
  heightUnit: HeightUnit;
}
export const METRIC: Units = { weightUnit: 'kg', heightUnit: 'cm' };
export const US_CUSTOMARY: Units = { weightUnit: 'lb', heightUnit: 'ft_in' };

/** Height and weight as typed: weight in kg or lb, height in cm, or in feet and inches. */
export interface MeasureValues {
  weight: number | string;
  height: number | string;
  heightFt: number | string;
  heightIn: number | string;
}

/** What BodyFields edits, as a form holds it: numbers as typed, choices by their values. */
export interface BodyFormValues extends MeasureValues {
  age: number | string;
  gender: string;
  activityLevel: string;
  fitnessGoal: string;
  dietaryPreference: string;
  timeline: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function numberOf(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const trimmed = value.trim();
  return trimmed === '' || Number.isNaN(Number(trimmed)) ? undefined : Number(trimmed);
}

/** Stored kg and cm as the form shows them. */
export function measuresFromSi(kg: number, cm: number, units: Units): MeasureValues {
  const weight = units.weightUnit === 'lb' ? round1(kgToLb(kg)) : round1(kg);
  if (units.heightUnit === 'cm') return { weight, height: round1(cm), heightFt: '', heightIn: '' };
  const inches = round1(cm / CM_PER_INCH);
  const feet = Math.floor(inches / 12);
  return { weight, height: '', heightFt: feet, heightIn: round1(inches - feet * 12) };
}

/**
 * What the form holds, in kg and cm for the API (weight to 0.01 kg, height to 0.1 cm). Empty or
 * unreadable fields pass through as typed, so the schema names them.
 */
export function measuresToSi(values: MeasureValues, units: Units): { weight: number | string; height: number | string } {
  const w = numberOf(values.weight);
  const weight = w === undefined ? values.weight : units.weightUnit === 'lb' ? round2(lbToKg(w)) : w;
  if (units.heightUnit === 'cm') return { weight, height: values.height };
  const feet = numberOf(values.heightFt);
  const inches = String(values.heightIn).trim() === '' ? 0 : numberOf(values.heightIn);
  const height = feet === undefined || inches === undefined ? values.heightFt : round1((feet * 12 + inches) * CM_PER_INCH);
  return { weight, height };
}

/** The same height and weight in other units, for a form whose unit choice just changed. */
export function convertMeasures(values: MeasureValues, from: Units, to: Units): MeasureValues {
  const si = measuresToSi(values, from);
  const kg = numberOf(si.weight);
  const cm = numberOf(si.height);
  const converted = measuresFromSi(kg ?? 0, cm ?? 0, to);
  return {
    weight: kg === undefined ? '' : converted.weight,
    height: cm === undefined ? '' : converted.height,
    heightFt: cm === undefined ? '' : converted.heightFt,
    heightIn: cm === undefined ? '' : converted.heightIn,
  };
}

/** The ranges in the user's units, for messages they can act on. */
export function rangeMessages(units: Units): { weight: string; height: string } {
  const weight =
    units.weightUnit === 'lb'
      ? i18n.t('validation.weightRangeLb', { min: Math.ceil(kgToLb(WEIGHT_RANGE.min)), max: Math.floor(kgToLb(WEIGHT_RANGE.max)) })
      : i18n.t('validation.weightRangeKg', WEIGHT_RANGE);
  const ftIn = (cm: number, up: boolean) => {
    const inches = up ? Math.ceil(cm / CM_PER_INCH) : Math.floor(cm / CM_PER_INCH);
    return { ft: Math.floor(inches / 12), in: inches % 12 };
  };
  const [min, max] = [ftIn(HEIGHT_RANGE.min, true), ftIn(HEIGHT_RANGE.max, false)];
  const height =
    units.heightUnit === 'ft_in'
      ? i18n.t('validation.heightRangeFtIn', { minFt: min.ft, minIn: min.in, maxFt: max.ft, maxIn: max.in })
      : i18n.t('validation.heightRangeCm', HEIGHT_RANGE);
  return { weight, height };
}

/** Age's message: required when empty, else its range. */
function ageMessage(age: unknown): string {
  return String(age ?? '').trim() === '' ? i18n.t('validation.ageRequired') : i18n.t('validation.ageRange', AGE_RANGE);
}

/**
 * A Mantine `validate` function: converts to SI, checks with the API's own schema, and puts each
 * message on the field the user typed in, worded in their units and language.
 */
export function validateInUnits<V extends MeasureValues>(schema: z.ZodType, values: V, units: Units): Record<string, string> {
  const result = schema.safeParse({ ...values, ...measuresToSi(values, units) });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  const ranges = rangeMessages(units);
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || errors[field]) continue;
    if (field === 'weight') errors.weight = ranges.weight;
    else if (field === 'height') errors[units.heightUnit === 'ft_in' ? 'heightFt' : 'height'] = ranges.height;
    else if (field === 'age') errors.age = ageMessage((values as { age?: unknown }).age);
    else errors[field] = issue.message;
  }
  return errors;
}
