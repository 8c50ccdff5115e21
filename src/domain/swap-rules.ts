import type { SwapRequestType } from '../schemas/ai.ts';

/** Numbers of one serving, as compared for a swap. */
export interface SwapNumbers {
  calories: number;
  protein: number;
  carbs: number;
  fats: number;
  fiber: number;
  sugar: number;
  sodium: number;
  saturatedFat: number;
}

export type Deltas = SwapNumbers;

const round1 = (n: number) => Math.round(n * 10) / 10;

export function deltas(original: SwapNumbers, swap: SwapNumbers): Deltas {
  const d = {} as Deltas;
  for (const k of Object.keys(original) as (keyof SwapNumbers)[]) d[k] = k === 'calories' || k === 'sodium' ? Math.round(swap[k] - original[k]) : round1(swap[k] - original[k]);
  return d;
}

/** Spec §9: healthier when calories do not rise and protein does not fall. */
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

/** Whether a candidate is a swap of the asked type, within the calorie limit. */
export function qualifies(type: SwapRequestType, d: Deltas, original: SwapNumbers, maxCalorieDifference: number): boolean {
  if (Math.abs(d.calories) > maxCalorieDifference) return false;
  switch (type) {
    case 'healthier':
      // A real improvement, not just equal numbers.
      return isHealthier(d) && realGain(d, original);
    case 'lower-calorie':
      return d.calories <= -Math.max(20, original.calories * 0.1);
    case 'higher-protein':
      return d.protein >= Math.max(3, original.protein * 0.2) && d.calories <= Math.max(50, original.calories * 0.15);
    case 'lower-carb':
      return d.carbs <= -Math.max(5, original.carbs * 0.25) && d.calories <= Math.max(50, original.calories * 0.15);
  }
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

/** Up to 3 benefits, each a number from the data, the asked type's own first. */
export function benefits(type: SwapRequestType, d: Deltas): string[] {
  const all: [SwapRequestType | 'other', boolean, string][] = [
    ['lower-calorie', d.calories <= -10, `Saves ${-d.calories} kcal per serving`],
    ['higher-protein', d.protein >= 2, `Adds ${d.protein} g protein`],
    ['lower-carb', d.carbs <= -5, `Cuts ${round1(-d.carbs)} g carbs`],
    ['other', d.fiber >= 1, `Adds ${d.fiber} g fiber`],
    ['other', d.saturatedFat <= -1, `${round1(-d.saturatedFat)} g less saturated fat`],
    ['other', d.sodium <= -100, `${-d.sodium} mg less sodium`],
    ['other', d.sugar <= -3, `${round1(-d.sugar)} g less sugar`],
    ['other', d.fats <= -3, `${round1(-d.fats)} g less fat`],
  ];
  const chosen = all.filter(([, ok]) => ok);
  chosen.sort((a, b) => Number(b[0] === type) - Number(a[0] === type));
  return chosen.slice(0, 3).map(([, , text]) => text);
}

/** 0-100: how sure the swap is right for this person's food. */
export function confidenceFor(opts: { originalFromDatabase: boolean; difficulty: 'easy' | 'moderate' | 'adventurous'; score: number }): number {
  const base = 45 + (opts.originalFromDatabase ? 20 : 0) + { easy: 15, moderate: 8, adventurous: 0 }[opts.difficulty];
  return Math.max(30, Math.min(97, Math.round(base + Math.min(15, opts.score * 3))));
}

/** One sentence of why, from the numbers. */
export function reasoningFor(swapName: string, swapServing: string, originalName: string, o: SwapNumbers, s: SwapNumbers, benefitList: string[], difficulty: string): string {
  const why = benefitList.length ? ` It ${benefitList.map((b) => b.charAt(0).toLowerCase() + b.slice(1)).join(', ')}.` : '';
  const effort = { easy: 'It is the same kind of food, so it is an easy change.', moderate: 'It is a close alternative in the same food group.', adventurous: 'It is a different kind of food, so it is a bolder change.' }[difficulty] ?? '';
  return `${swapName} (${swapServing}) has ${s.calories} kcal and ${s.protein} g protein against ${o.calories} kcal and ${o.protein} g for ${originalName}.${why} ${effort}`.trim();
}
