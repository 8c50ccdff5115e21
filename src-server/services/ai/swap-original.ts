import { keyWords, searchTextFor } from '../../../src/domain/voice-aliases.ts';
import type { SwapFoodInput } from '../../../src/schemas/ai.ts';
import type { SwapNumbers } from '../../../src/domain/swap-rules.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { cachedFood, cachedSearch } from './food-cache.ts';
import { bestMatch } from './food-match.ts';

export interface OriginalFood {
  name: string;
  typedName: string;
  servingSize: string;
  grams: number;
  category: string | null;
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

/** A default serving of one piece or chip (a few grams) is not what people swap: a usual portion instead. */
function typicalServing(portions: { label: string; grams: number }[]): { grams: number; text: string } | null {
  if ((portions[0]?.grams ?? 100) >= 25) return null;
  const usual = portions.find((p) => p.grams >= 25 && p.grams <= 250 && !/\b(cup|tbsp|cubic|yield)/.test(p.label));
  return usual ? { grams: usual.grams, text: `${usual.label} (${Math.round(usual.grams)} g)` } : null;
}

const per = (v: number | null, f: number) => (v ?? 0) * f;

/**
 * The food to swap: looked up by name (a placeholder or no numbers → the database food's default
 * serving); given real numbers are used as they are, with the database match only for its category.
 */
export async function resolveOriginal(db: Database, food: SwapFoodInput): Promise<OriginalFood> {
  const query = searchTextFor(food.name);
  const top = bestMatch(await cachedSearch(db, query), keyWords(query));
  const detail = top && top.cover > 0 ? await cachedFood(db, top.r.id) : null;
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
      numbers: { ...given, fiber: given.fiber ?? 0, sugar: per(detail?.per100g.sugar ?? null, f), sodium: per(detail?.per100g.sodium ?? null, f), saturatedFat: per(detail?.per100g.saturatedFat ?? null, f) },
      fromDatabase: false,
    };
  }
  if (!detail) {
    throw new AppError('NOT_FOUND', `We couldn't find "${food.name}" in the food database. Try a more common name, such as "pizza" or "white bread".`);
  }
  const serving = typicalServing(detail.portions) ?? { grams: detail.servingGrams, text: detail.servingSize };
  const f = serving.grams / 100;
  const p = detail.per100g;
  return {
    name: detail.name,
    typedName: food.name,
    servingSize: serving.text,
    grams: serving.grams,
    category: detail.category,
    numbers: {
      calories: Math.round(p.calories * f), protein: per(p.protein, f), carbs: per(p.carbs, f), fats: per(p.fats, f),
      fiber: per(p.fiber, f), sugar: per(p.sugar, f), sodium: per(p.sodium, f), saturatedFat: per(p.saturatedFat, f),
    },
    fromDatabase: true,
    foodId: detail.id,
    fdcId: detail.fdcId,
  };
}
