import { benefits, confidenceFor, deltas, dietToKeep, improvement, isHealthier, isProteinSource, keepGlutenFree, keepMeatlessKind, keepsDiet, lowerCarbOfKind, qualifies, reasoningFor, swapKind, type SwapNumbers } from '../../../src/domain/swap-rules.ts';
import { perPortion, portionsToCompare, type Portion } from '../../../src/domain/swap-serving.ts';
import { swapsWithin, tableSwaps } from '../../../src/domain/swap-table.ts';
import { distinctFacts, swapTip } from '../../../src/domain/swap-tips.ts';
import { measureSaid, portionSaid, sayIn } from '../../../src/advice/say.ts';
import type { QuickSwapResult, SwapFood, SwapRequestType, SwapResult, SwapsInput } from '../../../src/schemas/ai.ts';
import type { AiEngine } from '../../ai/engine.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { wweiaName } from '../../food-data/wweia-categories.ts';
import { foodsInWweiaCategory, surveyFoodsNamed, type SwapFoodRow } from '../../repositories/ai-suggestions.ts';
import { dietOf } from '../foods/food-diet.ts';
import { toSearchResult, type FoodSearchResult } from '../foods/food-result.ts';
import type { FoodCache } from './food-cache.ts';
import { narrated } from './narrated.ts';
import { numbersAt, resolveOriginal, servingText, type OriginalFood } from './swap-original.ts';

const MAX_SWAPS = 5;

interface Candidate {
  row: SwapFoodRow;
  /** Same WWEIA category as the original, or a classic swap from the reviewed table. */
  sameCategory: boolean;
  portion: Portion;
  numbers: SwapNumbers;
  score: number;
}

/**
 * Foods of the original's own WWEIA category (unless the table leaves it), then the reviewed table's
 * foods for the request, each checked to be of the category the table says.
 */
async function candidateRows(foods: FoodCache, category: number | null, type: SwapRequestType): Promise<{ row: SwapFoodRow; sameCategory: boolean; order: number }[]> {
  const name = category === null ? null : wweiaName(category);
  const targets = tableSwaps(name);
  const [own, named] = await Promise.all([
    category === null || !swapsWithin(name) ? [] : foods.remember(`swap-category:${category}`, (db) => foodsInWweiaCategory(db, category)),
    foods.remember(`swap-table:${category}`, (db) => surveyFoodsNamed(db, targets.map((t) => t.food))),
  ]);
  const fromTable = targets.flatMap((t, order) =>
    t.for && !t.for.includes(type) ? [] : named.filter((r) => r.name === t.food && r.wweia_category !== null && wweiaName(r.wweia_category) === t.category).map((row) => ({ row, sameCategory: false, order })),
  );
  return [...own.map((row) => ({ row, sameCategory: true, order: 0 })), ...fromTable];
}

// Two foods whose numbers per 100 g are this close are one choice, shown once.
const sameNumbers = (a: SwapFoodRow, b: SwapFoodRow) => Math.abs(a.calories - b.calories) <= Math.max(3, a.calories * 0.03) && Math.abs(a.protein - b.protein) <= 0.5 && Math.abs(a.carbs - b.carbs) <= 1;
// 'Bread, multigrain' and 'Bread, multigrain, toasted' are one choice: a card each would hide others.
const kindKey = (name: string) => name.toLowerCase().split(',').slice(0, 2).join(',').trim();
// USDA names a family by a food name's first term: 'Nachos, NFS' and 'Nachos, cheese only'.
const familyOf = (name: string) => name.toLowerCase().split(',')[0]!.trim();
// Search's generic rank marks foods few people mean (school lunch, baby food) well below zero.
const NICHE = -2.5;

function pick(candidates: Candidate[]): Candidate[] {
  const chosen: Candidate[] = [];
  for (const c of [...candidates].sort((a, b) => b.score - a.score)) {
    if (chosen.some((p) => kindKey(p.row.name) === kindKey(c.row.name) || sameNumbers(p.row, c.row))) continue;
    chosen.push(c);
    if (chosen.length === MAX_SWAPS) break;
  }
  return chosen;
}

async function candidatesFor(foods: FoodCache, original: OriginalFood, type: SwapRequestType, max: number, preference: string | null): Promise<Candidate[]> {
  const diet = dietToKeep(dietOf(original.row), preference);
  const proteinSource = isProteinSource(original.numbers, original.row.wweia_category);
  const out: Candidate[] = [];
  const rows = await candidateRows(foods, original.row.wweia_category, type);
  const family = familyOf(original.row.name);
  const meatlessKind = original.row.plain_default && !diet.vegetarian && rows.some((c) => c.sameCategory && familyOf(c.row.name) === family && dietOf(c.row).vegetarian);
  for (const { row, sameCategory, order } of rows) {
    // Never the food itself in another form: USDA names a food's forms in its category after its
    // first two terms ('Potato, french fries, NFS' for 'Potato, french fries, fast food'); the
    // table's swaps are other foods by review ('Soft drink, cola, diet' is a diet soft drink).
    if (row.id === original.row.id || (sameCategory && kindKey(row.name) === kindKey(original.row.name)) || row.generic <= NICHE || !keepsDiet(diet, dietOf(row))) continue;
    // At a like portion, else at another of its portions with no more calories that is a swap (a cup
    // of edamame for fries; never more of a food only to gain protein by the amount).
    const compared = portionsToCompare(row.portions, original.serving)
      .map(({ portion, own }) => ({ portion, own, numbers: numbersAt(row, portion.grams) }))
      .find(({ numbers }, i) => {
        if (i > 0 && numbers.calories > original.numbers.calories) return false;
        const d = deltas(original.numbers, numbers);
        // A swap must name at least one gain in numbers.
        if (!qualifies(type, d, original.numbers, max, proteinSource) || benefits(type, d, '').length === 0) return false;
        return !(type === 'lower-carb' && sameCategory && !lowerCarbOfKind(original.numbers, numbers));
      });
    if (!compared) continue;
    const { portion, own, numbers } = compared;
    const d = deltas(original.numbers, numbers);
    // The gain counts up to a point; then what people know and eat: generic foods, USDA's plain
    // defaults, their own portions, the table's order.
    const familiar = row.generic * 0.6 + (row.plain_default ? 0.5 : 0) + (own ? 0.5 : 0);
    const score = Math.min(4, improvement(type, d)) + familiar + (sameCategory ? 1 : 1.2 - order * 0.2);
    out.push({ row, sameCategory, portion, numbers, score });
  }
  return pick(keepMeatlessKind(meatlessKind, keepGlutenFree(diet, out, (c) => dietOf(c.row)), (c) => dietOf(c.row)));
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const shown = (n: SwapNumbers) => ({ calories: Math.round(n.calories), protein: r1(n.protein), carbs: r1(n.carbs), fats: r1(n.fats), fiber: r1(n.fiber) });

/** The candidate as search shows a food, its compared portion first, so logging it starts from what the card shows. */
function loggable(c: Candidate): FoodSearchResult {
  const own = c.row.portions.find((p) => p === c.portion);
  const first = own ?? { label: c.portion.label, grams: c.portion.grams, unspecified: false };
  return toSearchResult({ ...c.row, portions: [first, ...c.row.portions.filter((p) => p !== own)] });
}

/** Who asks: their food search finds the food typed, and their diet is kept. */
export type SwapUser = Pick<UserRow, 'id' | 'dietary_preference'>;

/** A swap with its food as search shows it, the compared serving first, so "Use This Swap" logs what the card shows. */
export type SwapWithFood = Omit<SwapResult, 'swapSuggestion'> & { swapSuggestion: SwapFood & { food: FoodSearchResult } };

/**
 * Healthier, lower-calorie, higher-protein or lower-carb swaps: USDA foods, every number against the
 * food typed, found as the user's food search finds it.
 */
export async function findSwaps(foods: FoodCache, engine: AiEngine, input: SwapsInput, user?: SwapUser, language = 'en'): Promise<SwapWithFood[]> {
  const { swapType: type, maxCalorieDifference: max } = input.preferences;
  const original = await resolveOriginal(foods, input.food, user?.id);
  const chosen = await candidatesFor(foods, original, type, max, user?.dietary_preference ?? null);
  const originalFood: SwapFood = {
    name: original.name,
    servingSize: original.servingSize,
    nutrition: shown(original.numbers),
    ...(original.fromDatabase ? { foodId: original.row.id, fdcId: original.row.fdc_id } : {}),
  };
  const say = sayIn(language);
  const per = measureSaid(language, perPortion(original.serving));
  // Deltas from the rounded numbers shown, so the cards' arithmetic adds up.
  const drafts = chosen.map((c) => {
    const d = deltas(shownFull(original.numbers), shownFull(c.numbers));
    const gains = benefits(type, d, per, say);
    const kind = swapKind(c.numbers);
    const serving = servingText(c.portion);
    const reasoning = reasoningFor({ name: c.row.name, serving: portionSaid(language, serving), numbers: c.numbers }, { name: original.name, serving: portionSaid(language, original.servingSize), numbers: original.numbers }, gains, say);
    return { c, d, gains, kind, serving, text: { name: c.row.name, reasoning, ...swapTip(c.row.category, kind, say) } };
  });
  const words = await narrated(language, drafts.map((x) => x.text), (texts) => engine.describeSwaps(original.typedName, texts));
  const facts = distinctFacts(words.value.map((w) => w.funFact));
  return drafts.map(({ c, d, gains, kind, serving }, i) => {
    const difficulty = c.sameCategory ? 'easy' : 'moderate';
    return {
      id: `swap-${original.fromDatabase ? original.row.id : 'custom'}-${c.row.id}-${type}`,
      originalFood,
      swapSuggestion: { name: c.row.name, servingSize: serving, nutrition: shown(c.numbers), foodId: c.row.id, fdcId: c.row.fdc_id, food: loggable(c) },
      swapType: kind,
      requestType: type,
      difficulty,
      confidenceScore: confidenceFor({ originalFromDatabase: original.fromDatabase, difficulty, score: c.score }),
      healthier: isHealthier(d),
      deltas: { calories: d.calories, protein: d.protein, carbs: d.carbs, fats: d.fats, fiber: d.fiber },
      healthBenefits: gains,
      funFact: facts[i]!,
      cookingTip: words.value[i]!.cookingTip,
      reasoning: words.value[i]!.reasoning,
      engine: words.engine,
    };
  });
}

const shownFull = (n: SwapNumbers): SwapNumbers => ({ ...n, ...shown(n), sugar: r1(n.sugar), sodium: Math.round(n.sodium), saturatedFat: r1(n.saturatedFat) });

/** The best single swap for a food name, as the quick-swap card shows it. */
export async function quickSwap(foods: FoodCache, engine: AiEngine, foodName: string, swapType: SwapRequestType, user?: SwapUser, language = 'en'): Promise<QuickSwapResult> {
  const [best] = await findSwaps(foods, engine, { food: { name: foodName }, preferences: { swapType, maxCalorieDifference: 150 } }, user, language);
  // An ICU select's keys cannot hold '-': 'lower-calorie' travels as 'lower_calorie'.
  if (!best) throw new AppError('NOT_FOUND', 'swapNotFound', { params: { swapType: swapType.replaceAll('-', '_'), food: foodName } });
  return { swapName: best.swapSuggestion.name, reason: best.reasoning, benefits: best.healthBenefits, engine: best.engine };
}
