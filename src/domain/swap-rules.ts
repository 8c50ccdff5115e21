import type { SwapKind, SwapRequestType } from '../schemas/ai.ts';
import type { DietFacts as FoodDiet } from './food-badges.ts';
import { KCAL_PER_GRAM, macroKcal } from './energy.ts';
import type { Nutrition } from '../schemas/nutrition.ts';
import { sayInEnglish, type Say } from '../advice/say.ts';

/** The part of a food's diet facts a swap keeps. */
type DietFacts = Pick<FoodDiet, 'vegan' | 'vegetarian' | 'glutenFree'>;

/** Numbers of one serving, as compared for a swap. */
export interface SwapNumbers extends Nutrition {
  saturatedFat: number;
}

export type Deltas = SwapNumbers;

const round1 = (n: number) => Math.round(n * 10) / 10;

export function deltas(original: SwapNumbers, swap: SwapNumbers): Deltas {
  const d = {} as Deltas;
  for (const k of Object.keys(original) as (keyof SwapNumbers)[]) d[k] = k === 'calories' || k === 'sodium' ? Math.round(swap[k] - original[k]) : round1(swap[k] - original[k]);
  return d;
}

/** Healthier when calories do not rise and protein does not fall. */
export function isHealthier(d: Deltas): boolean {
  return d.calories <= 0 && d.protein >= 0;
}

/**
 * A real improvement, not just equal numbers: in proportion to the original, so a slice of cheese
 * or bread can gain as well as a plate (whole-wheat bread's extra gram of fiber per slice counts).
 */
function realGain(d: Deltas, o: SwapNumbers): boolean {
  const share = (value: number, part: number, low: number, high: number) => Math.min(high, Math.max(low, value * part));
  return (
    d.calories <= -share(o.calories, 0.1, 5, 20) ||
    d.protein >= share(o.protein, 0.25, 1, 3) ||
    d.fiber >= share(o.fiber, 1, 1, 2) ||
    d.saturatedFat <= -share(o.saturatedFat, 0.25, 0.5, 2) ||
    d.sodium <= -share(o.sodium, 0.25, 50, 200)
  );
}

/** A healthier swap must not trade its gain for clearly more saturated fat, sodium or sugar. */
function noneWorse(d: Deltas, o: SwapNumbers): boolean {
  return d.saturatedFat <= Math.max(0.5, o.saturatedFat * 0.1) && d.sodium <= Math.max(60, o.sodium * 0.15) && d.sugar <= Math.max(2, o.sugar * 0.1);
}

/**
 * Whether people eat the food for its protein: WWEIA's dairy (10-18) and protein foods (20-28)
 * groups are; grains, snacks and sweets, fruit, vegetables, drinks and condiments are not, though
 * bread is 14% protein; a mixed dish, or a food with no category, when a tenth of its energy is protein.
 */
export function isProteinSource(n: SwapNumbers, wweiaCategory: number | null): boolean {
  if (wweiaCategory !== null && wweiaCategory < 3000) return wweiaCategory >= 1000;
  if (wweiaCategory !== null && wweiaCategory >= 3900) return false;
  return proteinShare(n.protein, n.calories) >= 0.1;
}

const proteinShare = (protein: number, calories: number) => (protein * KCAL_PER_GRAM.protein) / Math.max(1, calories);

/**
 * Protein is kept when it falls by no more than like foods differ in USDA's analyses (skim for
 * chocolate milk: -0.2 g of 8.5 g), or when the swap is lighter with no smaller share of its energy
 * from protein (a thin-crust slice: fewer calories, as much protein for each).
 */
function proteinKept(d: Deltas, o: SwapNumbers): boolean {
  return d.protein >= -Math.max(0.3, o.protein * 0.05) || proteinShare(o.protein + d.protein, o.calories + d.calories) >= proteinShare(o.protein, o.calories) * 0.98;
}

/** Whether a candidate is a swap of the asked type, within the calorie limit. */
export function qualifies(type: SwapRequestType, d: Deltas, original: SwapNumbers, maxCalorieDifference: number, proteinSource = isProteinSource(original, null)): boolean {
  if (Math.abs(d.calories) > maxCalorieDifference) return false;
  switch (type) {
    case 'healthier':
      // The rule above, except that a food which is no protein source (chips, sweets, soda, rice,
      // tortillas) may be swapped for one with less of it: fruit for candy, corn for flour tortillas.
      return d.calories <= 0 && (!proteinSource || proteinKept(d, original)) && realGain(d, original) && noneWorse(d, original);
    case 'lower-calorie':
      return d.calories <= -Math.max(20, original.calories * 0.1);
    case 'higher-protein':
      return d.protein >= Math.max(3, original.protein * 0.2) && d.calories <= Math.max(50, original.calories * 0.15);
    case 'lower-carb':
      // A food with under 5 g of carbs (chicken breast) has few to lose: fewer, with a gain elsewhere.
      if (original.carbs < 5) return d.carbs < 0 && realGain(d, original) && d.calories <= Math.max(50, original.calories * 0.15);
      return d.carbs <= -Math.max(5, original.carbs * 0.25) && d.calories <= Math.max(50, original.calories * 0.15);
  }
}

// Net carbs against carbs and protein: fat added in cooking (USDA's 'NS as to fat' dishes) lowers a
// food's carb share of energy without making it any less a carb food.
const netCarbShareLean = (n: SwapNumbers) => Math.max(0, n.carbs - n.fiber) / Math.max(0.1, Math.max(0, n.carbs - n.fiber) + n.protein);

/**
 * A lower-carb swap of the same kind of food must take less of its energy from carbs: fewer grams
 * per portion within a category are often only more water (congee for rice) or a grain much like it
 * (wild or brown rice), not a lower-carb food. Another kind (cauliflower for rice) is compared by portion.
 */
export function lowerCarbOfKind(original: SwapNumbers, swap: SwapNumbers): boolean {
  return netCarbShareLean(swap) <= netCarbShareLean(original) * 0.85;
}

/** How good a qualifying swap is for the asked type (higher is better). */
export function improvement(type: SwapRequestType, d: Deltas): number {
  const side = Math.min(2, d.fiber / 3 - d.saturatedFat / 4 - d.sodium / 400 - d.sugar / 15);
  const protein = Math.min(4, d.protein / 5);
  switch (type) {
    case 'healthier':
      return -d.calories / 50 + protein + side;
    case 'lower-calorie':
      return -d.calories / 30 + d.protein / 10 + side / 2;
    case 'higher-protein':
      return Math.min(6, d.protein / 3) - Math.max(0, d.calories) / 100 + side / 2;
    case 'lower-carb':
      return -d.carbs / 5 - Math.max(0, d.calories) / 100 + side / 2;
  }
}

/** A change with its sign ('−120 kcal', '+9 g protein'), in the reader's words. */
const change = (say: Say, key: 'calories' | 'protein' | 'carbs' | 'fiber' | 'saturatedFat' | 'sodium' | 'sugar' | 'fats', v: number) =>
  say(`swap.${key}`, { sign: v > 0 ? '+' : '−', amount: Math.abs(round1(v)) });

/** Up to 3 gains, each a number with its unit and portion ('−120 kcal per slice'), the asked type's own first; `per` already in the reader's words. */
export function benefits(type: SwapRequestType, d: Deltas, per: string, say: Say = sayInEnglish): string[] {
  const all: [SwapRequestType | 'other', boolean, string][] = [
    ['lower-calorie', d.calories <= -10, change(say, 'calories', d.calories)],
    ['higher-protein', d.protein >= 2, change(say, 'protein', d.protein)],
    ['lower-carb', d.carbs <= -5, change(say, 'carbs', d.carbs)],
    ['other', d.fiber >= 1, change(say, 'fiber', d.fiber)],
    ['other', d.saturatedFat <= -1, change(say, 'saturatedFat', d.saturatedFat)],
    ['other', d.sodium <= -100, change(say, 'sodium', d.sodium)],
    ['other', d.sugar <= -3, change(say, 'sugar', d.sugar)],
    ['other', d.fats <= -3, change(say, 'fats', d.fats)],
  ];
  const chosen = all.filter(([, ok]) => ok);
  chosen.sort((a, b) => Number(b[0] === type) - Number(a[0] === type));
  return chosen.slice(0, 3).map(([, , text]) => say('swap.per', { gain: text, portion: per }));
}

/** 0-100: how sure the swap is right for this person's food. */
export function confidenceFor(opts: { originalFromDatabase: boolean; difficulty: 'easy' | 'moderate' | 'adventurous'; score: number }): number {
  const base = 45 + (opts.originalFromDatabase ? 20 : 0) + { easy: 15, moderate: 8, adventurous: 0 }[opts.difficulty];
  return Math.max(30, Math.min(97, Math.round(base + Math.min(15, opts.score * 3))));
}

/** One sentence of why, in numbers: both foods' servings and the gains per portion. */
export function reasoningFor(swap: { name: string; serving: string; numbers: SwapNumbers }, original: { name: string; serving: string; numbers: SwapNumbers }, gains: string[], say: Say = sayInEnglish): string {
  const o = original.numbers;
  const s = swap.numbers;
  return say('swap.reasoning', {
    swap: swap.name,
    serving: swap.serving,
    calories: Math.round(s.calories),
    protein: round1(s.protein),
    original: original.name,
    originalServing: original.serving,
    originalCalories: Math.round(o.calories),
    originalProtein: round1(o.protein),
    count: gains.length,
    gains: gains.join(', '),
  });
}

/** The kind of food suggested, from where its energy comes: protein, carbs, or neither. */
export function swapKind(n: SwapNumbers): SwapKind {
  const energy = Math.max(1, macroKcal(n));
  if ((n.protein * KCAL_PER_GRAM.protein) / energy >= 0.3) return 'protein';
  if ((n.carbs * KCAL_PER_GRAM.carbs) / energy >= 0.5) return n.fiber * 4 >= n.carbs ? 'vegetable' : 'carb';
  return 'other';
}

/** A swap never leaves the original's diet: vegan stays vegan, vegetarian vegetarian. */
export function keepsDiet(original: DietFacts, candidate: DietFacts): boolean {
  return (!original.vegan || candidate.vegan) && (!original.vegetarian || candidate.vegetarian);
}

/** The diet a swap keeps: the food's own, and the one the person eats to (a vegetarian's swap for chicken is meatless). */
export function dietToKeep(food: DietFacts, preference: string | null | undefined): DietFacts {
  const vegan = food.vegan || preference === 'vegan';
  return { ...food, vegan, vegetarian: food.vegetarian || vegan || preference === 'vegetarian' };
}

/**
 * A gluten-free food's swaps are gluten-free when any gluten-free one qualifies. Most foods without
 * gluten (orange chicken, rice) are eaten by people who do not avoid it, so it is no bar when none does.
 */
export function keepGlutenFree<T>(original: DietFacts, candidates: readonly T[], diet: (c: T) => DietFacts): T[] {
  return preferred(original.glutenFree, candidates, (c) => diet(c).glutenFree);
}

/**
 * USDA's plain default of a family ('Nachos, NFS') is no kind in particular: its recipe averages the
 * kinds (half beef). When the family has a meatless kind ('Nachos, cheese only') the person may eat
 * that one, so its swaps are meatless when any meatless one qualifies.
 */
export function keepMeatlessKind<T>(meatlessKind: boolean, candidates: readonly T[], diet: (c: T) => DietFacts): T[] {
  return preferred(meatlessKind, candidates, (c) => diet(c).vegetarian);
}

/** The candidates that pass, when asked and any does; else all. */
function preferred<T>(asked: boolean, candidates: readonly T[], passes: (c: T) => boolean): T[] {
  const passing = asked ? candidates.filter(passes) : [];
  return passing.length ? passing : [...candidates];
}
