/**
 * FDA nutrient content claims (21 CFR 101.54-101.62), judged on the amounts in a reference amount:
 * a food's RACC (racc.ts), or one serving of a recipe. Decision 100 cites each paragraph.
 */
import { KCAL_PER_GRAM } from './energy.ts';
import { FDA_DAILY_VALUES } from './daily-values.ts';

export const NUTRIENT_CLAIMS = [
  'calorieFree', 'lowCalorie', 'fatFree', 'lowFat', 'lowSaturatedFat', 'lowCholesterol',
  'sodiumFree', 'veryLowSodium', 'lowSodium', 'sugarFree', 'goodSourceProtein', 'highProtein', 'goodSourceFiber', 'highFiber',
] as const;
export type NutrientClaim = (typeof NUTRIENT_CLAIMS)[number];

/** Amounts in the reference amount; null where USDA gives no value (no claim can then be made on it). */
export interface ReferenceAmounts {
  calories: number;
  protein: number;
  fats: number | null;
  saturatedFat: number | null;
  cholesterol: number | null;
  sodium: number | null;
  sugar: number | null;
  fiber: number | null;
}

export interface ClaimBasis {
  perReference: ReferenceAmounts;
  /** Per 50 g, for a small reference amount (30 g or less, or 2 tbsp or less); null otherwise. */
  per50g: ReferenceAmounts | null;
}

type Test = (a: ReferenceAmounts) => boolean;
const atMost = (key: keyof ReferenceAmounts, limit: number): Test => (a) => a[key] !== null && a[key] <= limit;
const under = (key: keyof ReferenceAmounts, limit: number): Test => (a) => a[key] !== null && a[key] < limit;
const atLeast = (key: keyof ReferenceAmounts, limit: number): Test => (a) => a[key] !== null && a[key] >= limit;

// [claim, test per reference amount, whether a small reference amount must also pass per 50 g]
const RULES: [NutrientClaim, Test, boolean][] = [
  ['calorieFree', under('calories', 5), false], // 101.60(b)(1)
  ['lowCalorie', atMost('calories', 40), true], // 101.60(b)(2)
  ['fatFree', under('fats', 0.5), false], // 101.62(b)(1)
  ['lowFat', atMost('fats', 3), true], // 101.62(b)(2)
  // 101.62(c)(2): 1 g or less, and at most 15% of energy from saturated fat.
  ['lowSaturatedFat', (a) => atMost('saturatedFat', 1)(a) && a.saturatedFat! * KCAL_PER_GRAM.fats <= 0.15 * Math.max(a.calories, 0), false],
  // 101.62(d)(2): 20 mg or less, and saturated fat 2 g or less.
  ['lowCholesterol', (a) => atMost('cholesterol', 20)(a) && atMost('saturatedFat', 2)(a), true],
  ['sodiumFree', under('sodium', 5), false], // 101.61(b)(1)
  ['veryLowSodium', atMost('sodium', 35), true], // 101.61(b)(3)
  ['lowSodium', atMost('sodium', 140), true], // 101.61(b)(4)
  ['sugarFree', under('sugar', 0.5), false], // 101.60(c)(1)
  ['goodSourceProtein', atLeast('protein', 0.1 * FDA_DAILY_VALUES.protein), false], // 101.54(c)
  ['highProtein', atLeast('protein', 0.2 * FDA_DAILY_VALUES.protein), false], // 101.54(b)
  ['goodSourceFiber', atLeast('fiber', 0.1 * FDA_DAILY_VALUES.fiber), false], // 101.54(c)
  ['highFiber', atLeast('fiber', 0.2 * FDA_DAILY_VALUES.fiber), false], // 101.54(b)
];

/** The claims the amounts allow. */
export function nutrientClaims(basis: ClaimBasis): NutrientClaim[] {
  return RULES.filter(([, test, also50g]) => test(basis.perReference) && (!also50g || !basis.per50g || test(basis.per50g))).map(([claim]) => claim);
}

/** Per-100 g amounts scaled to a number of grams. */
export function amountsIn(per100g: ReferenceAmounts, grams: number): ReferenceAmounts {
  const f = grams / 100;
  const scale = (v: number | null) => (v === null ? null : v * f);
  return {
    calories: per100g.calories * f,
    protein: per100g.protein * f,
    fats: scale(per100g.fats),
    saturatedFat: scale(per100g.saturatedFat),
    cholesterol: scale(per100g.cholesterol),
    sodium: scale(per100g.sodium),
    sugar: scale(per100g.sugar),
    fiber: scale(per100g.fiber),
  };
}

/** Claims of a food per its reference amount in grams, from its amounts per 100 g. */
export function foodClaims(per100g: ReferenceAmounts, racc: { grams: number; small: boolean }): NutrientClaim[] {
  return nutrientClaims({ perReference: amountsIn(per100g, racc.grams), per50g: racc.small ? amountsIn(per100g, 50) : null });
}
