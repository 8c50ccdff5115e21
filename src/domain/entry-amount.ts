import { GRAMS_PER, isMass, ML_PER, type Unit } from '../food-phrase/units.ts';
import { CONTAINER_ML, ofUnit } from './portion-engine.ts';
import { readPortions, type FoodPortion } from './portion-facts.ts';
import { parsePortionText } from './portion-request.ts';

/** The most one entry holds: more is a typing mistake (a whole day rarely reaches half of it). */
export const MAX_ENTRY_GRAMS = 5_000;
export const MAX_ENTRY_ML = 5_000;
export const MAX_ENTRY_KCAL = 10_000;

/** Why an amount is refused, as a reason of the error catalogue. */
export type AmountProblem = 'amountNegative' | 'amountZero' | 'amountTooLarge' | 'entryTooManyCalories';

/** A minus sign before a number ('-50 g', '− 2 cups', '(-1)', 'flour -2 cups'), never a range's dash ('2 - 3', '2-3'). */
const NEGATIVE = /(^|[(:;,]|[^\d\s]\s)\s*[-−–]\s*\.?\d/;

/** True when the text says a negative amount: refused wherever an amount is typed, entry or recipe. */
export function isNegativeAmount(text: string): boolean {
  return NEGATIVE.test(text.trim());
}

/**
 * What is wrong with an amount typed as text ('150 g', '2 cups', '-50 g'), read by the amount grammar:
 * a sign is refused rather than dropped, nothing is refused rather than rounded up, and a stated
 * weight or volume is held to one entry's most. Text with no amount in it is not this rule's to refuse.
 */
export function amountTextProblem(text: string): AmountProblem | null {
  if (isNegativeAmount(text)) return 'amountNegative';
  const request = parsePortionText(text);
  if (!request) return null;
  if (!(request.quantity > 0)) return 'amountZero';
  return measureProblem(request.quantity, request.unit);
}

function measureProblem(quantity: number, unit: Unit | null): AmountProblem | null {
  const grams = unit === null ? undefined : GRAMS_PER.get(unit);
  if (grams !== undefined && quantity * grams > MAX_ENTRY_GRAMS) return 'amountTooLarge';
  const ml = unit === null || isMass(unit) ? undefined : ML_PER.get(unit);
  if (ml !== undefined && quantity * ml > MAX_ENTRY_ML) return 'amountTooLarge';
  return null;
}

/** What is wrong with an entry once its amount is known in grams and kcal (a count of eggs, a recipe's servings). */
export function entrySizeProblem(entry: { grams?: number | null | undefined; calories: number }): AmountProblem | null {
  if (entry.grams != null && !(entry.grams > 0)) return 'amountZero';
  if (entry.grams != null && entry.grams > MAX_ENTRY_GRAMS) return 'amountTooLarge';
  if (entry.calories > MAX_ENTRY_KCAL) return 'entryTooManyCalories';
  return null;
}

/**
 * Whether a unit can measure this food: a weight or a volume always can (the amount grammar's
 * consequences, decision 097), a serving always can (the usual amount), a container can when the
 * food has a volume to fill it with, and any other counted unit ('2 handfuls', '3 slices') only when
 * one of the food's own portions names it: otherwise the grams would be a guess of another thing.
 */
export function unitFits(portions: readonly FoodPortion[], unit: Unit | null): boolean {
  if (unit === null || isMass(unit) || ML_PER.has(unit) || unit === 'serving') return true;
  const facts = readPortions(portions);
  if (ofUnit(facts, unit).length > 0) return true;
  return CONTAINER_ML.has(unit) && facts.some((p) => p.ml !== null && !p.unspecified);
}

/** The words a food can be measured in, for a refusal to offer: weights, then volumes when it has one, then its own portions' words. */
export function unitsFor(portions: readonly FoodPortion[]): string[] {
  const facts = readPortions(portions).filter((p) => !p.unspecified);
  const own = facts.map((p) => (p.unit !== null && !ML_PER.has(p.unit) && !isMass(p.unit) ? p.unit : p.ml === null ? (p.word ?? p.size) : null));
  const volumes = facts.some((p) => p.ml !== null) ? ['ml', 'cup'] : [];
  return [...new Set(['g', 'oz', ...volumes, ...own.filter((w): w is string => w !== null && w !== '')])];
}
