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

// Each claim a card can make, the number it names and the change that number must equal.
const CLAIMS: [RegExp, (c: SwapCard) => number][] = [
  [/^Saves ([\d.]+) kcal/, (c) => c.original.nutrition.calories - c.swap.nutrition.calories],
  [/^Adds ([\d.]+) g protein/, (c) => c.swap.nutrition.protein - c.original.nutrition.protein],
  [/^Cuts ([\d.]+) g carbs/, (c) => c.original.nutrition.carbs - c.swap.nutrition.carbs],
  [/^Adds ([\d.]+) g fiber/, (c) => c.swap.nutrition.fiber - c.original.nutrition.fiber],
  [/^([\d.]+) g less fat/, (c) => c.original.nutrition.fats - c.swap.nutrition.fats],
];

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
    const claim = CLAIMS.find(([re]) => re.test(b));
    if (!claim) return true;
    const said = Number(claim[0].exec(b)![1]);
    return said > 0 && Math.abs(claim[1](card) - said) <= 1.05;
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
