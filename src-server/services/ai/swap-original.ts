import { dietLevel, type DietLevel } from '../../../src/domain/swap-diet.ts';
import { coverage, plainMatchScore, suitable } from '../../../src/domain/swap-forms.ts';
import { roleOf, type Role } from '../../../src/domain/swap-roles.ts';
import { keyWords, searchTextFor } from '../../../src/domain/voice-aliases.ts';
import type { SwapFoodInput } from '../../../src/schemas/ai.ts';
import type { SwapNumbers } from '../../../src/domain/swap-rules.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { FoodSearchResult } from '../foods/search-foods.ts';
import { cachedFood, cachedSearch } from './food-cache.ts';

export interface OriginalFood {
  name: string;
  typedName: string;
  servingSize: string;
  grams: number;
  category: string | null;
  role: Role;
  /** How vegetarian it is: a swap is never less so. */
  diet: DietLevel;
  numbers: SwapNumbers;
  fromDatabase: boolean;
  foodId?: number;
  fdcId?: number | null;
}

/** The swap screen sends this placeholder for a typed food (spec §2): it carries no real numbers. */
const PLACEHOLDER = { calories: 200, protein: 15, carbs: 20, fats: 8, fiber: 3 };

export function isPlaceholder(n: SwapFoodInput['nutrition']): boolean {
  return !n || (n.calories === PLACEHOLDER.calories && n.protein === PLACEHOLDER.protein && n.carbs === PLACEHOLDER.carbs && n.fats === PLACEHOLDER.fats);
}

/**
 * The portion people swap: a glass or can of a drink, a tablespoon of a spread, else the first
 * portion unless it is one piece or chip (a few grams).
 */
function typicalServing(portions: { label: string; grams: number }[], role: Role): { grams: number; text: string } | null {
  const first = portions[0]?.grams ?? 100;
  const usual =
    role === 'drink' || role === 'alcohol'
      ? portions.find((p) => p.grams >= 200 && p.grams <= 400)
      : first < 25 && role !== 'spread' && role !== 'sauce'
        ? portions.find((p) => p.grams >= 25 && p.grams <= 250 && !/\b(cup|tbsp|cubic|yield)/.test(p.label))
        : undefined;
  return usual && usual.grams !== first ? { grams: usual.grams, text: `${usual.label} (${Math.round(usual.grams)} g)` } : null;
}

function roleAndDiet(name: string, category: string | null): { role: Role; diet: DietLevel } {
  const role = roleOf(name, category);
  return { role, diet: dietLevel(name, category, role) };
}

const per = (v: number | null, f: number) => (v ?? 0) * f;
const SEARCH_DEPTH = 30;
const GOOD_MATCH = 3;
// The database has plain cooked pasta but no plain spaghetti or penne.
const PASTA_SHAPES = /^(spaghetti|penne|linguine|fettuccine|rigatoni|fusilli)$/;

/** The plainest eatable hit for the text: 'Butter, NFS' rather than 'Butter, light' for 'butter'. */
export function plainest(results: FoodSearchResult[], text: string, typed: string): { hit: FoodSearchResult; score: number } | null {
  const wanted = keyWords(text);
  const said = keyWords(typed);
  let best: { hit: FoodSearchResult; score: number } | null = null;
  results.forEach((hit, rank) => {
    const match = plainMatchScore(hit.name, wanted, rank);
    // Words typed count even when an everyday alias dropped them ('whole milk' searched as 'milk').
    const score = match === null ? null : match + coverage(hit.name, said);
    if (score === null || !suitable(hit.name, roleOf(hit.name, hit.category), typed)) return;
    if (!best || score > best.score) best = { hit, score };
  });
  return best;
}

/** The database food meant by a typed name: the everyday alias and the words as typed, else the last word ('beef burger' → burger). */
async function lookUp(db: Database, typed: string): Promise<FoodSearchResult | null> {
  const said = typed.trim().toLowerCase().replace(PASTA_SHAPES, 'pasta');
  const texts = [...new Set([searchTextFor(said), said])];
  const last = said.split(/\s+/).at(-1)!;
  let best: { hit: FoodSearchResult; score: number } | null = null;
  for (const group of [texts, last === said ? [] : [searchTextFor(last)]]) {
    const found = await Promise.all(group.map(async (text) => plainest(await cachedSearch(db, text, SEARCH_DEPTH), text, typed)));
    best = found.reduce((a, b) => (b && (!a || b.score > a.score) ? b : a), best);
    // A full, plain match needs no second look; a poor one is weighed against the last word alone.
    if (best && best.score >= GOOD_MATCH) break;
  }
  return best?.hit ?? null;
}

/**
 * The food to swap: looked up by name (a placeholder or no numbers → the database food's default
 * serving); given real numbers are used as they are, with the database match only for its category.
 */
export async function resolveOriginal(db: Database, food: SwapFoodInput): Promise<OriginalFood> {
  const top = await lookUp(db, food.name);
  const detail = top ? await cachedFood(db, top.id) : null;
  const given = food.nutrition;
  if (!isPlaceholder(given) && given) {
    const per100 = detail?.per100g.calories ? detail.per100g.calories / 100 : 0;
    const grams = per100 > 0 ? Math.min(1000, Math.max(10, given.calories / per100)) : 100;
    const f = detail ? grams / 100 : 0;
    return {
      name: food.name,
      typedName: food.name,
      servingSize: food.servingSize ?? '1 serving',
      grams,
      category: detail?.category ?? null,
      ...roleAndDiet(detail?.name ?? food.name, detail?.category ?? null),
      numbers: { ...given, fiber: given.fiber ?? 0, sugar: per(detail?.per100g.sugar ?? null, f), sodium: per(detail?.per100g.sodium ?? null, f), saturatedFat: per(detail?.per100g.saturatedFat ?? null, f) },
      fromDatabase: false,
    };
  }
  if (!detail) {
    throw new AppError('NOT_FOUND', `We couldn't find "${food.name}" in the food database. Try a more common name, such as "pizza" or "white bread".`);
  }
  const kind = roleAndDiet(detail.name, detail.category);
  const serving = typicalServing(detail.portions, kind.role) ?? { grams: detail.servingGrams, text: detail.servingSize };
  const f = serving.grams / 100;
  const p = detail.per100g;
  return {
    name: detail.name,
    typedName: food.name,
    servingSize: serving.text,
    grams: serving.grams,
    category: detail.category,
    ...kind,
    numbers: {
      calories: Math.round(p.calories * f), protein: per(p.protein, f), carbs: per(p.carbs, f), fats: per(p.fats, f),
      fiber: per(p.fiber, f), sugar: per(p.sugar, f), sodium: per(p.sodium, f), saturatedFat: per(p.saturatedFat, f),
    },
    fromDatabase: true,
    foodId: detail.id,
    fdcId: detail.fdcId,
  };
}
