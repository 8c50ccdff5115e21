import type { EvalApp, SwapCard, SwapNumbers } from './app.ts';
import type { SwapCase } from './case-schemas.ts';
import type { SectionResult } from './report.ts';

// What each number on a card is rounded to: a header plus a delta may differ from the card by this.
const ROUNDING: SwapNumbers = { calories: 1, protein: 0.11, carbs: 0.11, fats: 0.11, fiber: 0.11 };
const KEYS = Object.keys(ROUNDING) as (keyof SwapNumbers)[];

/** Header + delta = card, for every number. */
export function headerAgrees(card: SwapCard): boolean {
  return KEYS.every((k) => Math.abs(card.original.nutrition[k] + card.deltas[k] - card.swap.nutrition[k]) <= ROUNDING[k]);
}

// The numbers a card's gains name ('−120 kcal per slice', '+4 g fibre per slice'): the change of each
// from the food typed to the swap. Saturated fat, sodium and sugar are not on the card, so not checked.
const CLAIMED: [string, keyof SwapNumbers][] = [
  ['kcal', 'calories'], ['g protein', 'protein'], ['g carbs', 'carbs'], ['g fibre', 'fiber'], ['g fiber', 'fiber'], ['g fat', 'fats'],
];
const CLAIM = /^([+−-])([\d.]+) (kcal|g protein|g carbs|g fibre|g fiber|g fat)(?: per |$)/;

/** The change a gain claims and the card's own change of that number; null for a gain the card cannot check. */
export function claimedChange(benefit: string, card: SwapCard): { said: number; actual: number } | null {
  const m = CLAIM.exec(benefit);
  if (!m) return null;
  const key = CLAIMED.find(([unit]) => unit === m[3])![1];
  return { said: (m[1] === '+' ? 1 : -1) * Number(m[2]), actual: card.swap.nutrition[key] - card.original.nutrition[key] };
}

const MAIN: Record<SwapCase['type'], (c: SwapCard) => boolean> = {
  'lower-calorie': (c) => c.swap.nutrition.calories < c.original.nutrition.calories,
  'higher-protein': (c) => c.swap.nutrition.protein > c.original.nutrition.protein,
  'lower-carb': (c) => c.swap.nutrition.carbs < c.original.nutrition.carbs,
  healthier: (c) => c.benefits.length > 0,
};

/** The swap improves the number its request is about, and every number it claims is true of the card. */
export function keepsPromise(type: SwapCase['type'], card: SwapCard): boolean {
  if (!MAIN[type](card)) return false;
  return card.benefits.every((b) => {
    const claim = claimedChange(b, card);
    return claim === null || (claim.said !== 0 && Math.abs(claim.actual - claim.said) <= 1.05);
  });
}

export async function evaluateSwaps(app: EvalApp, cases: SwapCase[]): Promise<SectionResult> {
  const tally = { cards: 0, category: 0, diet: 0, promise: 0, header: 0, typed: 0 };
  const failures: string[] = [];
  let empty = 0;
  for (const c of cases) {
    const problems: string[] = [];
    const cards = await app.swaps(c.food, c.type).catch((error: Error) => {
      problems.push(`the app failed: ${error.message}`);
      return [];
    });
    if (cards.length === 0) empty++;
    if (cards[0] && c.original.includes(cards[0].original.ref ?? 'x:none')) tally.typed++;
    else problems.push(`header is ${cards[0]?.original.name ?? 'missing'} [${cards[0]?.original.ref ?? 'no food'}]`);
    for (const card of cards) {
      tally.cards++;
      const food = await app.food(card.swap.ref);
      const flags = await app.flags(card.swap.ref, 100);
      const dietKept = c.diet === 'none' || (c.diet === 'vegan' ? flags?.vegan : flags?.vegetarian) === true;
      const checks = [
        [c.categories.includes(food?.wweia ?? -1), `not in an acceptable category (${food?.wweia ?? 'none'})`],
        [dietKept, `not ${c.diet}`],
        [keepsPromise(c.type, card), `promise not kept (${card.benefits.join(', ') || 'no benefit named'})`],
        [headerAgrees(card), 'header + delta ≠ card'],
      ] as const;
      (['category', 'diet', 'promise', 'header'] as const).forEach((k, i) => {
        if (checks[i]![0]) tally[k]++;
      });
      const wrong = checks.filter(([ok]) => !ok).map(([, why]) => why);
      if (wrong.length) problems.push(`${card.swap.name} [${card.swap.ref}]: ${wrong.join(', ')}`);
    }
    if (problems.length) failures.push(`"${c.food}" (${c.type}, ${c.diet}): ${problems.join('; ')}`);
  }
  return {
    title: 'Swaps',
    cases: cases.length,
    figures: [
      { name: 'swaps: in an acceptable category', passed: tally.category, total: tally.cards },
      { name: 'swaps: keep the diet', passed: tally.diet, total: tally.cards },
      { name: 'swaps: improve what they promise', passed: tally.promise, total: tally.cards },
      { name: 'swaps: header agrees with the cards', passed: tally.header, total: tally.cards },
      { name: 'swaps: header is the food typed', passed: tally.typed, total: cases.length },
    ],
    notes: [`${tally.cards} swap cards in all; ${empty} foods got no swap at all`],
    failures,
  };
}
