import { compatibleCategories, difficultyFor, headWords, namesOriginal, swapKind } from '../../../src/domain/swap-categories.ts';
import { benefits, confidenceFor, deltas, improvement, isHealthier, qualifies, reasoningFor, type SwapNumbers } from '../../../src/domain/swap-rules.ts';
import { curatedSwapQueries } from '../../../src/domain/swap-curated.ts';
import { swapTip } from '../../../src/domain/swap-tips.ts';
import type { QuickSwapResult, SwapFood, SwapRequestType, SwapResult, SwapsInput } from '../../../src/schemas/ai.ts';
import type { AiEngine } from '../../ai/engine.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { foodCategories, foodsInCategories } from '../../repositories/ai-suggestions.ts';
import { findFoodRow, type FoodRowWithPortions } from '../../repositories/foods.ts';
import { formatGrams } from '../foods/portion-label.ts';
import { searchFoods } from '../foods/search-foods.ts';
import { cached } from './food-cache.ts';
import { resolveOriginal, type OriginalFood } from './swap-original.ts';

const MAX_SWAPS = 5;
// Not what anyone would eat as a swap: raw meat or grains, baby food, powders and mixes.
const NOT_A_MEAL = /\b(baby|infant|toddler|formula|unprepared|dry mix|powder|dehydrated|freeze-dried|frozen mixture|dry form|uncooked|concentrate|commodity|pectin|syrups?|fillings?|toppings?|frosting|icing|liquor|beer|wine|vodka|rum|whiskey|alcoholic|flour|malt|meal|starch|school|bran|germ|gluten)\b/i;
// Brand names are written in capitals in USDA names ('KFC', 'POPEYES'): generic foods read better.
const BRANDED = /\b[A-Z]{3,}\b|^fast foods,/i;
const RAW_OK = /fruit|vegetable|nut|seed|apples|bananas|berries|citrus|grapes|melon|peach|pear|pineapple|strawberr|mango|lettuce|spinach|broccoli|carrot|cabbage|tomato|onion|salad/i;

interface Candidate {
  row: FoodRowWithPortions;
  food: SwapFood;
  numbers: SwapNumbers;
  score: number;
  difficulty: 'easy' | 'moderate' | 'adventurous';
}

function eatable(row: FoodRowWithPortions): boolean {
  if (NOT_A_MEAL.test(row.name)) return false;
  if (/\bdried\b/i.test(row.name) && !/fruit/i.test(row.category ?? '')) return false;
  return !/\braw\b/i.test(row.name) || RAW_OK.test(row.category ?? '');
}

/** Per typical portion when it is of a comparable size, else per the original's weight. */
function candidateServing(row: FoodRowWithPortions, original: OriginalFood): { grams: number; label: string; typical: boolean } {
  const first = row.portions[0];
  if (first && first.grams >= original.grams * 0.5 && first.grams <= original.grams * 2) return { grams: first.grams, label: `${first.label} (${formatGrams(first.grams)} g)`, typical: true };
  return { grams: original.grams, label: `${formatGrams(original.grams)} g`, typical: false };
}

function toCandidate(row: FoodRowWithPortions, original: OriginalFood, type: SwapRequestType, max: number): Candidate | null {
  const serving = candidateServing(row, original);
  const f = serving.grams / 100;
  const numbers: SwapNumbers = {
    calories: Math.round(row.calories * f), protein: row.protein * f, carbs: row.carbs * f, fats: row.fats * f,
    fiber: (row.fiber ?? 0) * f, sugar: (row.sugar ?? 0) * f, sodium: (row.sodium ?? 0) * f, saturatedFat: (row.saturated_fat ?? 0) * f,
  };
  const d = deltas(original.numbers, numbers);
  if (!qualifies(type, d, original.numbers, max)) return null;
  const difficulty = difficultyFor(original.category, row.category);
  // Familiar beats extreme: the gain is capped, and a natural portion of a generic, as-eaten food counts.
  const closeness = { easy: 2, moderate: 1, adventurous: 0 }[difficulty];
  const familiar = (serving.typical ? 0.7 : 0) + (row.source === 'sr_legacy' ? 0 : 0.4) - (BRANDED.test(row.name.replace(/\bNFS\b/g, '')) ? 1.5 : 0) - (row.name.length > 60 ? 0.5 : 0);
  const score = Math.min(4, improvement(type, d)) + closeness + familiar;
  return { row, numbers, score, difficulty, food: { name: row.name, servingSize: serving.label, nutrition: shown(numbers), foodId: row.id, fdcId: row.fdc_id } };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const shown = (n: SwapNumbers) => ({ calories: Math.round(n.calories), protein: r1(n.protein), carbs: r1(n.carbs), fats: r1(n.fats), fiber: r1(n.fiber) });

async function candidatesFor(db: Database, category: string | null): Promise<FoodRowWithPortions[]> {
  const all = await cached(db, 'categories', () => foodCategories(db));
  const categories = category ? compatibleCategories(category, all) : compatibleCategories('Meals, Entrees, and Side Dishes', all);
  return cached(db, `swap:${categories.join('|')}`, async () => {
    const [same, near] = await Promise.all([foodsInCategories(db, category ? [category] : [], 400), foodsInCategories(db, categories, 1200)]);
    const seen = new Set(same.map((r) => r.id));
    return [...same, ...near.filter((r) => !seen.has(r.id))];
  });
}

/** The database's plain foods for the well-known swaps of this food (fries → baked potato), if any. */
async function curatedFor(db: Database, name: string): Promise<FoodRowWithPortions[]> {
  return cached(db, `curated:${name.toLowerCase()}`, async () => {
    const rows = [];
    for (const query of curatedSwapQueries(name)) {
      const [hit] = await searchFoods(db, query, { limit: 1 });
      const row = hit ? await findFoodRow(db, hit.id) : null;
      if (row) rows.push(row);
    }
    return rows;
  });
}

const CURATED_BONUS = 3;

/** Healthier, lower-calorie, higher-protein or lower-carb swaps: real foods, numbers from the database. */
export async function findSwaps(db: Database, engine: AiEngine, input: SwapsInput): Promise<SwapResult[]> {
  const { swapType: type, maxCalorieDifference: max } = input.preferences;
  const original = await resolveOriginal(db, input.food);
  const heads = [...new Set([...headWords(input.food.name), ...headWords(original.name.split(',')[0]!)])];
  const picked = new Map<string, Candidate>();
  const curated = await curatedFor(db, input.food.name);
  const curatedIds = new Set(curated.map((r) => r.id));
  for (const row of [...curated, ...(await candidatesFor(db, original.category))]) {
    if (row.id === original.foodId || namesOriginal(row.name, heads) || !eatable(row)) continue;
    const c = toCandidate(row, original, type, max);
    if (c && curatedIds.has(row.id)) c.score += CURATED_BONUS;
    // One per kind of food ('Chicken breast, ...' variants count once).
    const key = row.name.split(',')[0]!.toLowerCase();
    if (c && (!picked.has(key) || picked.get(key)!.score < c.score)) picked.set(key, c);
  }
  const top = [...picked.values()].sort((a, b) => b.score - a.score).slice(0, MAX_SWAPS);
  const originalFood: SwapFood = { name: original.name, servingSize: original.servingSize, nutrition: shown(original.numbers), ...(original.foodId ? { foodId: original.foodId, fdcId: original.fdcId ?? null } : {}) };
  const drafts = top.map((c) => {
    const d = deltas(original.numbers, c.numbers);
    const list = benefits(type, d);
    return { c, d, list, text: { name: c.food.name, reasoning: reasoningFor(c.food.name, c.food.servingSize, original.typedName, shown(original.numbers) as SwapNumbers, shown(c.numbers) as SwapNumbers, list, c.difficulty), ...swapTip(c.row.name, c.row.category) } };
  });
  const words = await engine.describeSwaps(original.typedName, drafts.map((x) => x.text));
  return drafts.map(({ c, d, list }, i) => ({
    id: `swap-${original.foodId ?? 'custom'}-${c.row.id}-${type}`,
    originalFood,
    swapSuggestion: c.food,
    swapType: swapKind(c.row.category),
    requestType: type,
    difficulty: c.difficulty,
    confidenceScore: confidenceFor({ originalFromDatabase: original.fromDatabase, difficulty: c.difficulty, score: c.score }),
    healthier: isHealthier(d),
    deltas: { calories: d.calories, protein: d.protein, carbs: d.carbs, fats: d.fats, fiber: d.fiber },
    healthBenefits: list,
    funFact: words.value[i]!.funFact,
    cookingTip: words.value[i]!.cookingTip,
    reasoning: words.value[i]!.reasoning,
    engine: words.engine,
  }));
}

/** The best single swap for a food name, as the quick-swap card shows it. */
export async function quickSwap(db: Database, engine: AiEngine, foodName: string, swapType: SwapRequestType): Promise<QuickSwapResult> {
  const [best] = await findSwaps(db, engine, { food: { name: foodName }, preferences: { swapType, maxCalorieDifference: 150 } });
  if (!best) throw new AppError('NOT_FOUND', `No ${swapType} swap found for "${foodName}". Try another food or swap type.`);
  return { swapName: best.swapSuggestion.name, reason: best.reasoning, benefits: best.healthBenefits, engine: best.engine };
}
