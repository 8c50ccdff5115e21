import { keyWords, searchTextFor, stem } from '../../../src/domain/voice-aliases.ts';
import { describeAnswer, resolvePortion, type PortionRequest } from '../../../src/domain/portion-engine.ts';
import type { Nutrition } from '../../../src/schemas/ai.ts';
import type { Database } from '../../db/database.ts';
import type { FoodDetail, FoodSearchResult } from '../foods/search-foods.ts';
import { cachedFood, cachedSearch } from './food-cache.ts';

export interface MatchedFood {
  food: FoodDetail;
  grams: number;
  quantity: string;
  /** Which of the food's portions gave the grams: '2 × 1 taco (78 g) = 156 g'. */
  portion: string;
  confidence: number;
  nutrition: Nutrition;
}

const MISLEADING = /\b(no|without|baby|infant|formula|toddler|unprepared|dry mix|powder|dehydrated|frozen mixture|imitation)\b/;

/** How many of the wanted words the name has (prefix match, so 'egg' finds 'eggs'). */
function coverage(name: string, wanted: string[]): number {
  if (wanted.length === 0) return 0;
  const words = name.toLowerCase().split(/[^a-z]+/).map(stem);
  return wanted.filter((w) => words.some((n) => n.startsWith(w) || (w.startsWith(n) && n.length > 3))).length / wanted.length;
}

/** Search order first, but a name that has every said word and nothing misleading wins. */
export function bestMatch(results: FoodSearchResult[], wanted: string[]) {
  const scored = results.map((r, i) => {
    const cover = coverage(r.name, wanted);
    const misleading = MISLEADING.test(r.name.toLowerCase()) && !wanted.some((w) => MISLEADING.test(w));
    return { r, cover, score: cover * 3 - i * 0.25 - (misleading ? 2 : 0) };
  });
  return scored.sort((a, b) => b.score - a.score)[0];
}

export function nutritionFor(food: FoodDetail, grams: number): Nutrition {
  const f = grams / 100;
  const one = (v: number | null) => Math.round((v ?? 0) * f * 10) / 10;
  const p = food.per100g;
  return {
    calories: Math.round(p.calories * f),
    protein: one(p.protein),
    carbs: one(p.carbs),
    fats: one(p.fats),
    fiber: one(p.fiber),
    sugar: one(p.sugar),
    sodium: Math.round((p.sodium ?? 0) * f),
  };
}

/** A said food → the database food, the portion in grams and the nutrition for that amount. */
export async function matchFood(db: Database, said: PortionRequest & { food: string }): Promise<MatchedFood | null> {
  let query = searchTextFor(said.food);
  let results: FoodSearchResult[] = [];
  // 'a can of tuna' means canned tuna.
  if (said.unit === 'can' && !query.includes('canned')) results = await cachedSearch(db, `${query} canned`);
  if (results.length > 0) query = `${query} canned`;
  else results = await cachedSearch(db, query);
  let wanted = keyWords(query);
  if (results.length === 0 && query.includes(' ')) {
    // 'my mum's lasagna' → 'lasagna': the last word is usually the food.
    const last = query.split(' ').pop()!;
    results = await cachedSearch(db, last);
    wanted = keyWords(last);
  }
  const top = bestMatch(results, wanted);
  if (!top || top.cover === 0) return null;
  const food = await cachedFood(db, top.r.id);
  if (!food) return null;
  const portion = resolvePortion(food.portions, said);
  const confidence = Math.round((0.45 + 0.55 * top.cover) * portion.certainty * 100) / 100;
  return { food, grams: portion.grams, quantity: portion.quantity, portion: describeAnswer(portion), confidence, nutrition: nutritionFor(food, portion.grams) };
}
