import { NUTRIENT_KEYS, type NutrientAmounts, type NutrientKey } from './micronutrients.ts';
import { formatAmount } from './portion-amounts.ts';
import { resolvePortion, type PortionAnswer } from './portion-engine.ts';
import type { FoodPortion } from './portion-facts.ts';
import { amountWords, leadingNumber, normalizeAmountText, parseNumberToken } from '../food-phrase/amount.ts';
import { parsePortionText } from './portion-request.ts';
import type { Nutrition } from '../schemas/nutrition.ts';

/** What a recipe needs of an ingredient's food (or of another recipe): its numbers per 100 g and its portions. */
export interface IngredientSource {
  name: string;
  per100g: Nutrition;
  /** Tracked nutrients per 100 g; a missing key (or null: none known) is unknown. */
  nutrients: NutrientAmounts | null;
  portions: readonly FoodPortion[];
}

export const ZERO: Nutrition = { calories: 0, protein: 0, carbs: 0, fats: 0, fiber: 0, sugar: 0, sodium: 0 };
const KEYS = Object.keys(ZERO) as (keyof Nutrition)[];

function map(n: Nutrition, f: (v: number, k: keyof Nutrition) => number): Nutrition {
  const out = { ...ZERO };
  for (const k of KEYS) out[k] = f(n[k], k);
  return out;
}

/** A typed amount for a food ('200 g', '2 medium', '1 can') in grams, through the portion engine; no amount means the usual one. */
export function amountInGrams(portions: readonly FoodPortion[], amount: string): PortionAnswer {
  const request = parsePortionText(amount) ?? { quantity: 1, unit: null, size: null, statedAmount: false };
  return resolvePortion(portions, request);
}

/** The leading number of an amount is zero ('0 g'): the engine would read it as one. */
export function isZeroAmount(amount: string): boolean {
  return parseNumberToken(amountWords(amount)[0] ?? '') === 0;
}

/** Unrounded numbers for some grams of a food. */
export function nutrientsFor(per100g: Nutrition, grams: number): Nutrition {
  return map(per100g, (v) => (v * grams) / 100);
}

export function sumNutrients(list: readonly Nutrition[]): Nutrition {
  return list.reduce((acc, n) => map(acc, (v, k) => v + n[k]), ZERO);
}

export function divideNutrients(n: Nutrition, by: number): Nutrition {
  return map(n, (v) => (by > 0 ? v / by : 0));
}

/** Unrounded amounts times `factor`; unknown ones stay unknown. */
export function multiplyAmounts(amounts: NutrientAmounts, factor: number): NutrientAmounts {
  const out: NutrientAmounts = {};
  for (const key of NUTRIENT_KEYS) {
    const v = amounts[key];
    if (v !== undefined) out[key] = v * factor;
  }
  return out;
}

/** Tracked nutrients of a whole made of parts: what the parts that say it add up to, and how many did not say it. */
export interface AmountsTotal {
  known: NutrientAmounts;
  lacking: Record<NutrientKey, number>;
}

/** A part with null knows no nutrient. A part lacking a nutrient leaves its sum a lower bound, as a day's total is. */
export function sumAmounts(parts: readonly (NutrientAmounts | null)[]): AmountsTotal {
  const known: NutrientAmounts = {};
  const lacking = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as Record<NutrientKey, number>;
  for (const part of parts) {
    for (const key of NUTRIENT_KEYS) {
      const v = part?.[key];
      if (v === undefined) lacking[key] += 1;
      else known[key] = (known[key] ?? 0) + v;
    }
  }
  return { known, lacking };
}

/** Only the nutrients every part said: what the whole can claim as known (the rest stays unknown). */
export function completeAmounts(total: AmountsTotal): NutrientAmounts {
  const out: NutrientAmounts = {};
  for (const key of NUTRIENT_KEYS) {
    const v = total.known[key];
    if (v !== undefined && total.lacking[key] === 0) out[key] = v;
  }
  return out;
}

/** A recipe as an ingredient of another: per 100 g of the whole, and one serving as its portion. */
export function recipeAsSource(name: string, total: Nutrition, amounts: AmountsTotal, totalGrams: number, servings: number): IngredientSource {
  const per100 = totalGrams > 0 ? 100 / totalGrams : 0;
  return { name, per100g: divideNutrients(total, totalGrams / 100), nutrients: multiplyAmounts(completeAmounts(amounts), per100), portions: [{ label: '1 serving', grams: totalGrams / servings }] };
}

/** Each ingredient's part of the calories in percent (one decimal); all zero when the recipe has none. */
export function calorieShares(calories: readonly number[]): number[] {
  const total = calories.reduce((a, b) => a + b, 0);
  return calories.map((c) => (total > 0 ? Math.round((c / total) * 1000) / 10 : 0));
}

/** An amount multiplied: '2 medium' × 1.5 → '3 medium', 'half a can' × 2 → '1 can', 'a pinch' × 2 → '2 pinch'. */
export function scaleAmount(amount: string, factor: number): string {
  const typed = leadingNumber(amount);
  const n = typed ?? leadingNumber(normalizeAmountText(amount));
  if (!n) return `${formatAmount(factor)} ${normalizeAmountText(amount)}`.trim();
  return `${formatAmount(n.value * factor)}${n.text.slice(n.length)}`;
}
