import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { searchOtherNameRows } from '../../repositories/food-names.ts';
import { BRANDED_CANDIDATES, findFoodRow, foodRowsByIds, hasBrandedFoods, lookupTerms, ownMatches, scoredMatches, searcherFoods, type FoodRowWithPortions } from '../../repositories/foods.ts';
import { rankedFor, type Ranked, type ScoredMatches } from '../../../src/domain/search-ranking.ts';
import { toFoodDetail, toSearchResult, type FoodDetail, type FoodSearchResult } from './food-result.ts';
import { foodQueryInEnglish } from '../../../src/food-phrase/glossary.ts';
import { buildSearchQueries, otherNameQuery, tokenize, type SearchQueries, type TermInfo } from '../../../src/domain/search-query.ts';

export type { FoodDetail, FoodSearchResult } from './food-result.ts';

export interface SearchOptions {
  limit?: number;
  /** Whose own foods are searched too (first when they match), and whose frequently logged foods come first among equal matches. */
  userId?: string;
  /** Whether any Branded food is imported, when the caller keeps that; else it is read. */
  branded?: boolean;
  /** What the caller keeps of the shared food data a search reads (an app instance's `FoodCache`); else it is all read. */
  kept?: SearchKept;
  /** Only foods with every word: none is let go when no food has them all. */
  everyWord?: boolean;
  /** The reader's language: products are also found by their name in it (Open Food Facts' names). */
  language?: string;
}

/** The reads of a search that are the same for every user until foods are imported, each as its repository function. */
export interface SearchKept {
  /** The vocabulary's answer for the query's words (`lookupTerms`). */
  terms(tokens: string[]): Promise<TermInfo[]>;
  /** The shared foods a search's queries find, scored for no one (`scoredMatches`). */
  scored(queries: SearchQueries, brandedCandidates: number): Promise<ScoredMatches>;
  /** Foods of an answer with their facts and portions (`foodRowsByIds`). */
  rows(ids: readonly number[], userId: string | null): Promise<FoodRowWithPortions[]>;
}

/** Everything read each time. */
const readEachTime = (db: Kysely<DB>): SearchKept => ({
  terms: (tokens) => lookupTerms(db, tokens),
  scored: (queries, candidates) => scoredMatches(db, queries, candidates),
  rows: (ids, userId) => foodRowsByIds(db, ids, userId),
});

/**
 * A list a person reads: when only a few foods have every word ('strawberry milkshake': one toaster
 * pastry), the foods named with fewer follow them. Lookups that choose one food take only the first.
 */
type ListOptions = SearchOptions & { fillFew?: boolean };

/**
 * Food search: the user's frequently logged foods and plain generic foods first, then prepared forms,
 * dishes and branded products.
 * Tolerates plurals (English stems), word order, a half-typed last word and typos (each unknown
 * word is replaced by its nearest indexed words).
 */
export async function searchFoods(db: Kysely<DB>, query: string, options: SearchOptions = {}): Promise<FoodSearchResult[]> {
  return (await matchingRows(db, query, { ...options, fillFew: true })).map(toSearchResult);
}

/** The same search, each food with its numbers per 100 g: for lookups that go on to measure and log the food found. */
export async function searchFoodDetails(db: Kysely<DB>, query: string, options: SearchOptions = {}): Promise<FoodDetail[]> {
  return (await matchingRows(db, query, options)).map(toFoodDetail);
}

async function matchingRows(db: Kysely<DB>, query: string, options: ListOptions): Promise<FoodRowWithPortions[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 25), 1), 100);
  if (query.trim().length < 3) return [];
  const { language } = options;
  // USDA's names are English: the reader's words are read through their language's food glossary.
  const tokens = tokenize(language ? foodQueryInEnglish(query, language) : query);
  const typed = tokenize(query);
  if (tokens.length === 0 || typed.length === 0) return [];
  const branded = options.branded ?? hasBrandedFoods(db);
  // Names in other languages come only with imported products, and are matched as typed.
  const [main, named] = await Promise.all([
    mainRows(db, tokens, limit, branded, options),
    language ? Promise.resolve(branded).then((b) => (b ? searchOtherNameRows(db, otherNameQuery(typed), typed.length, language, limit) : [])) : [],
  ]);
  if (named.length === 0) return main.rows;
  if (main.everyWord) return mergeByScore([...main.rows, ...named], limit);
  // A name in the reader's language with every word typed comes before names with only some of them.
  const ids = new Set(named.map((n) => n.id));
  return [...mergeByScore(named, limit), ...main.rows.filter((r) => !ids.has(r.id))].slice(0, limit);
}

/** In score order, each food once (with its better score). */
function mergeByScore<T extends FoodRowWithPortions & { score: number }>(rows: T[], limit: number): T[] {
  const best = new Map<number, T>();
  for (const row of rows) if ((best.get(row.id)?.score ?? -Infinity) < row.score) best.set(row.id, row);
  return [...best.values()].sort((x, y) => y.score - x.score).slice(0, limit);
}

type MainRows = { rows: (FoodRowWithPortions & { score: number })[]; everyWord: boolean };

/** The search of names, brands and USDA's other names; `everyWord` when the foods found have every word of the query. */
async function mainRows(db: Kysely<DB>, tokens: string[], limit: number, hasBranded: boolean | Promise<boolean>, options: ListOptions): Promise<MainRows> {
  const kept = options.kept ?? readEachTime(db);
  const [terms, searcher, branded] = await Promise.all([
    kept.terms(tokens),
    options.userId ? searcherFoods(db, options.userId) : { frequent: [], ownFoods: false },
    hasBranded,
  ]);
  const { frequent } = searcher;
  const owner = searcher.ownFoods ? (options.userId ?? null) : null;
  const words = new Set(terms.map((t) => t.lexeme)).size;
  const candidates = branded ? BRANDED_CANDIDATES : 0;
  const rowsOf = async (queries: SearchQueries) => {
    const [shared, own] = await Promise.all([kept.scored(queries, candidates), owner ? ownMatches(db, queries, owner, frequent, limit) : []]);
    return rowsInOrder(kept, rankedFor(shared, frequent, own, limit), owner);
  };
  // No food has every word ('strawberry jam' where USDA says 'Jam'): the words that name the food
  // come last in English, so the leading ones are let go one at a time until something is found.
  const stages = options.everyWord ? 1 : terms.length;
  for (let from = 0; from < stages; from++) {
    const queries = buildSearchQueries(terms.slice(from));
    if (!queries) continue;
    const rows = await rowsOf(queries);
    if (rows.length === 0) continue;
    const everyWord = from === 0 && queries.terms >= words;
    if (!options.fillFew || rows.length >= FEW_FOODS || from + 1 >= stages) return { rows, everyWord };
    const fewer = buildSearchQueries(terms.slice(from + 1));
    const more = fewer ? await rowsOf(fewer) : [];
    const ids = new Set(rows.map((r) => r.id));
    return { rows: [...rows, ...more.filter((r) => !ids.has(r.id))].slice(0, limit), everyWord };
  }
  return { rows: [], everyWord: false };
}

/** The foods ranked, read with their facts and portions, in that order with their scores. */
async function rowsInOrder(kept: SearchKept, ranked: Ranked[], userId: string | null): Promise<(FoodRowWithPortions & { score: number })[]> {
  const rows = new Map((await kept.rows(ranked.map((r) => r.id), userId)).map((row) => [row.id, row]));
  return ranked.flatMap((r) => {
    const row = rows.get(r.id);
    return row ? [{ ...row, score: r.score }] : [];
  });
}

/** Fewer foods than this with every word are followed by those named with fewer. */
const FEW_FOODS = 3;

/** A shared food, or one of `userId`'s own. */
export async function getFoodById(db: Kysely<DB>, id: number, userId: string | null = null): Promise<FoodDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const row = await findFoodRow(db, id, userId);
  return row ? toFoodDetail(row) : null;
}
