import type { SwapNumbers } from '../../../src/domain/swap-rules.ts';
import { helping, type Portion } from '../../../src/domain/swap-serving.ts';
import type { SwapFoodInput } from '../../../src/schemas/ai.ts';
import { AppError } from '../../errors.ts';
import type { FoodRowWithPortions } from '../../repositories/foods.ts';
import { findFoodRow } from '../../repositories/foods.ts';
import { formatGrams } from '../../food-data/portion-label.ts';
import type { FoodCache } from './food-cache.ts';
import { findSaidFood, matchDish } from './food-match.ts';
import { joinedNames } from './joined-names.ts';
import { joinsTheFoodBefore } from './parse-food.ts';
import { parseSpokenFoods } from '../../../src/domain/voice-parse.ts';
import type { FoodDetail, FoodSearchResult } from '../foods/search-foods.ts';

export interface OriginalFood {
  /** The database food the typed name found: its category and diet decide the candidates. */
  row: FoodRowWithPortions;
  name: string;
  typedName: string;
  serving: Portion;
  servingSize: string;
  numbers: SwapNumbers;
  /** False when the caller gave its own numbers. */
  fromDatabase: boolean;
}

/** The swap screen sends this placeholder for a typed food: it carries no real numbers. */
const PLACEHOLDER = { calories: 200, protein: 15, carbs: 20, fats: 8, fiber: 3 };

function isPlaceholder(n: SwapFoodInput['nutrition']): boolean {
  return !n || (n.calories === PLACEHOLDER.calories && n.protein === PLACEHOLDER.protein && n.carbs === PLACEHOLDER.carbs && n.fats === PLACEHOLDER.fats);
}

export function numbersAt(row: FoodRowWithPortions, grams: number): SwapNumbers {
  const f = grams / 100;
  return {
    calories: row.calories * f, protein: row.protein * f, carbs: row.carbs * f, fats: row.fats * f,
    fiber: (row.fiber ?? 0) * f, sugar: (row.sugar ?? 0) * f, sodium: (row.sodium ?? 0) * f, saturatedFat: (row.saturated_fat ?? 0) * f,
  };
}

/** '1 piece, NFS (119 g)'; USDA's usual amount reads '1 serving', as search shows it. */
export const servingText = (p: Portion) => (/^\d+(\.\d+)? g$/.test(p.label) ? p.label : `${p.unspecified ? '1 serving' : p.label} (${formatGrams(p.grams)} g)`);

/** The food their search puts first for the name, when it is one they log often (their usual one). */
async function frequentFirst(foods: FoodCache, userId: string, firstHits: Promise<FoodSearchResult[]>): Promise<FoodSearchResult | null> {
  const [[first], frequent] = await Promise.all([firstHits, foods.frequentIds(userId)]);
  return first && frequent.includes(first.id) ? first : null;
}

const firstAsEaten = (hits: FoodSearchResult[]) => hits.find((h) => h.asEaten) ?? hits[0];

// The typed name is a food said with no amount, as in a typed meal ('oatmeal', 'a donut').
const noAmount = (name: string) => ({ food: name, quantity: 1, unit: null, size: null, statedAmount: false });

/** A name a typed meal reads as one USDA dish of two foods ('spaghetti with meat sauce') is that dish. */
async function typedDish(foods: FoodCache, name: string): Promise<number | null> {
  const said = parseSpokenFoods(name, await joinedNames(foods)).foods;
  const [first, second] = said;
  if (said.length !== 2 || !first || !second || !joinsTheFoodBefore(second)) return null;
  return (await matchDish(foods, first, second))?.food.id ?? null;
}

/**
 * The food to swap: the food a typed meal would log for the name (for this user, from their food
 * search, so a food they log often and their search shows first is theirs), in the form it is
 * eaten, at a helping of it. Numbers a caller gives are kept as they are, the database food then
 * only saying what kind of food it is.
 */
export async function resolveOriginal(foods: FoodCache, food: SwapFoodInput, userId?: string): Promise<OriginalFood> {
  // A food of their own has no USDA category to find swaps in: the USDA foods stand for it.
  const search = (query: string, limit: number) => (userId ? foods.searchAs(userId, query, limit) : foods.search(query, limit)).then((hits) => hits.filter((h) => !h.mine));
  // The name searched as typed, once: their usual food and the fallback below both read it.
  let hits: Promise<FoodDetail[]> | undefined;
  const firstHits = () => (hits ??= search(food.name, 5));
  const [said, dish, theirs] = await Promise.all([
    findSaidFood(search, noAmount(food.name)),
    typedDish(foods, food.name),
    userId ? frequentFirst(foods, userId, firstHits()) : null,
  ]);
  // A misspelt name ('spagetti') has no word of any USDA name for the matcher; search corrects it.
  const usual = theirs?.id ?? dish ?? said?.r.id ?? firstAsEaten(await firstHits())?.id;
  const row = usual === undefined ? null : await foods.remember(`row:${usual}`, (db) => findFoodRow(db, usual));
  if (!row) throw new AppError('NOT_FOUND', 'swapFoodUnknown', { params: { food: food.name } });
  const given = food.nutrition;
  if (given && !isPlaceholder(given)) {
    const grams = row.calories > 0 ? Math.min(2000, Math.max(5, (given.calories / row.calories) * 100)) : 100;
    const serving = { label: food.servingSize ?? '1 serving', grams };
    const fromRow = numbersAt(row, grams);
    return {
      row, name: food.name, typedName: food.name, serving, servingSize: serving.label, fromDatabase: false,
      numbers: { ...fromRow, ...given, fiber: given.fiber ?? fromRow.fiber },
    };
  }
  const serving = helping(row.portions);
  return { row, name: row.name, typedName: food.name, serving, servingSize: servingText(serving), numbers: numbersAt(row, serving.grams), fromDatabase: true };
}
