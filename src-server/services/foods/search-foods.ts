import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { BRANDED_CANDIDATES, findFoodRow, frequentFoodIds, hasBrandedFoods, lookupTerms, searchFoodRows, type FoodRowWithPortions } from '../../repositories/foods.ts';
import { toFoodDetail, toSearchResult, type FoodDetail, type FoodSearchResult } from './food-result.ts';
import { buildSearchQueries, tokenize } from './search-query.ts';

export type { FoodDetail, FoodSearchResult } from './food-result.ts';

export interface SearchOptions {
  limit?: number;
  /** Whose own foods are searched too (first when they match), and whose frequently logged foods come first among equal matches. */
  userId?: string;
  /** Whether any Branded food is imported, when the caller keeps that; else it is read. */
  branded?: boolean;
  /** Only foods with every word: none is let go when no food has them all. */
  everyWord?: boolean;
}

/**
 * Food search: the user's frequently logged foods and plain generic foods first, then prepared forms,
 * dishes and branded products.
 * Tolerates plurals (English stems), word order, a half-typed last word and typos (each unknown
 * word is replaced by its nearest indexed words).
 */
export async function searchFoods(db: Kysely<DB>, query: string, options: SearchOptions = {}): Promise<FoodSearchResult[]> {
  return (await matchingRows(db, query, options)).map(toSearchResult);
}

/** The same search, each food with its numbers per 100 g: for lookups that go on to measure and log the food found. */
export async function searchFoodDetails(db: Kysely<DB>, query: string, options: SearchOptions = {}): Promise<FoodDetail[]> {
  return (await matchingRows(db, query, options)).map(toFoodDetail);
}

async function matchingRows(db: Kysely<DB>, query: string, options: SearchOptions): Promise<FoodRowWithPortions[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 25), 1), 100);
  if (query.trim().length < 3) return [];
  const tokens = tokenize(query);
  if (tokens.length === 0) return [];
  const [terms, frequent, branded] = await Promise.all([lookupTerms(db, tokens), options.userId ? frequentFoodIds(db, options.userId) : [], options.branded ?? hasBrandedFoods(db)]);
  // No food has every word ('strawberry jam' where USDA says 'Jam'): the words that name the food
  // come last in English, so the leading ones are let go one at a time until something is found.
  for (let from = 0; from < (options.everyWord ? 1 : terms.length); from++) {
    const queries = buildSearchQueries(terms.slice(from));
    if (!queries) continue;
    const rows = await searchFoodRows(db, queries, limit, frequent, branded ? BRANDED_CANDIDATES : 0, options.userId ?? null);
    if (rows.length > 0) return rows;
  }
  return [];
}

/** A shared food, or one of `userId`'s own. */
export async function getFoodById(db: Kysely<DB>, id: number, userId: string | null = null): Promise<FoodDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const row = await findFoodRow(db, id, userId);
  return row ? toFoodDetail(row) : null;
}
