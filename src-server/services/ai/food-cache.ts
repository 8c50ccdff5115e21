import { LRUCache } from 'lru-cache';
import type { FoodPortion } from '../../../src/domain/portion-facts.ts';
import type { Database } from '../../db/database.ts';
import { findGuidelineAmounts, foodRowsByIds, frequentFoodIds, hasBrandedFoods, lookupTerms, scoredMatches, type FoodRowWithPortions } from '../../repositories/foods.ts';
import type { ScoredMatches } from '../../../src/domain/search-ranking.ts';
import type { SearchQueries, TermInfo } from '../../../src/domain/search-query.ts';
import { searchFoodDetails, type FoodDetail, type SearchKept, type SearchOptions } from '../foods/search-foods.ts';

const MAX_ENTRIES = 2000;
// Typing a search asks for a new list of words at each key, so the words' answers are kept apart
// from the lookups (which they would push out) and more of them: each is a few hundred bytes.
const MAX_TERMS = 10_000;
const TTL_MS = 10 * 60_000;
// A query's scored matches take 28 bytes a food: a common prefix ('chick') about 40 KB, most queries
// a few KB. Bounded by bytes, so the common queries of a busy instance stay.
const MAX_SCORED_BYTES = 32 * 1024 * 1024;
// Shared foods as a search answers them (about 1 KB each with their portions).
const MAX_ROWS = 5000;

type Kept = LRUCache<string, Promise<unknown>>;

/** The answer kept under `key`, or `load`'s (concurrent callers share one load); a failed load is not kept. */
function keep<T>(entries: Kept, key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const value = load();
  entries.set(key, value);
  value.catch(() => {
    if (entries.peek(key) === value) entries.delete(key);
  });
  return value;
}

const bytesOf = (s: ScoredMatches) => Math.max(1, s.ids.byteLength + s.scores.byteLength + s.ranks.byteLength + s.lens.byteLength);

/**
 * Foods change only on an import, and people say the same foods again and again, so the voice,
 * photo and swap lookups keep answers for a few minutes, least recently used out. The app keeps
 * one for its database (`app.foods`); a failed lookup is not kept.
 */
export class FoodCache {
  readonly #entries: Kept = new LRUCache({ max: MAX_ENTRIES, ttl: TTL_MS });
  readonly #terms: Kept = new LRUCache({ max: MAX_TERMS, ttl: TTL_MS });
  readonly #scored = new LRUCache<string, ScoredMatches>({ maxSize: MAX_SCORED_BYTES, ttl: TTL_MS, sizeCalculation: bytesOf });
  readonly #scoring = new Map<string, Promise<ScoredMatches>>();
  readonly #rows = new LRUCache<number, FoodRowWithPortions>({ max: MAX_ROWS, ttl: TTL_MS });

  constructor(private readonly db: Database) {}

  /** The answer kept under `key`, or `load`'s (concurrent callers share one load). */
  remember<T>(key: string, load: (db: Database) => Promise<T>): Promise<T> {
    return keep(this.#entries, key, () => load(this.db));
  }

  /** The foods found come with their numbers per 100 g, so the one chosen needs no second read. */
  search(query: string, limit = 10): Promise<FoodDetail[]> {
    return this.remember(`s:${limit}:${query}`, (db) => this.#details(db, query, { limit }));
  }

  /** Only the foods with every word of the query (see `SearchOptions.everyWord`). */
  searchEveryWord(query: string, limit = 10): Promise<FoodDetail[]> {
    return this.remember(`e:${limit}:${query}`, (db) => this.#details(db, query, { limit, everyWord: true }));
  }

  /** Search as this user sees it, their own and frequently logged foods first; not kept, as it changes with what they log. */
  searchAs(userId: string, query: string, limit = 10): Promise<FoodDetail[]> {
    return this.#details(this.db, query, { limit, userId });
  }

  /** Every search here passes the kept answers to whether Branded foods are imported and to the query's words. */
  async #details(db: Database, query: string, options: SearchOptions): Promise<FoodDetail[]> {
    return searchFoodDetails(db, query, { ...options, kept: this.searchKept(db), branded: await this.hasBranded() });
  }

  /**
   * The vocabulary's answer for a search's words (stems, counts, typo alternatives), kept like the
   * lookups: the same words come again and again as people type, and each answer costs the database
   * a statement or, for a misspelt word, several. Read through `db`, the caller's (a replica for search).
   */
  terms(db: Database, tokens: string[]): Promise<TermInfo[]> {
    return keep(this.#terms, tokens.join(' '), () => lookupTerms(db, tokens));
  }

  /**
   * The shared foods a search's queries find, scored for no one: the same for every user until
   * foods are imported, and what a search costs the database most. Each user's order is made from
   * it with their frequent and own foods (`rankedFor`).
   */
  scored(db: Database, queries: SearchQueries, brandedCandidates: number): Promise<ScoredMatches> {
    const key = JSON.stringify([queries, brandedCandidates]);
    const kept = this.#scored.get(key);
    if (kept) return Promise.resolve(kept);
    // Kept once read, by its size; until then concurrent searches share the one read.
    let loading = this.#scoring.get(key);
    if (!loading) {
      loading = scoredMatches(db, queries, brandedCandidates)
        .then((scored) => (this.#scored.set(key, scored), scored))
        .finally(() => this.#scoring.delete(key));
      this.#scoring.set(key, loading);
    }
    return loading;
  }

  /** Foods of a search's answer: shared ones as kept, the rest (and a user's own, never kept) read in one statement. */
  async rows(db: Database, ids: readonly number[], userId: string | null): Promise<FoodRowWithPortions[]> {
    const kept: FoodRowWithPortions[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const row = this.#rows.get(id);
      if (row) kept.push(row);
      else missing.push(id);
    }
    const read = await foodRowsByIds(db, missing, userId);
    for (const row of read) if (row.user_id === null) this.#rows.set(row.id, row);
    return [...kept, ...read];
  }

  /** What a search through `db` (the caller's: a replica for search) reads from what is kept here. */
  searchKept(db: Database): SearchKept {
    return {
      terms: (tokens) => this.terms(db, tokens),
      scored: (queries, candidates) => this.scored(db, queries, candidates),
      rows: (ids, userId) => this.rows(db, ids, userId),
    };
  }

  /** Which of these words no food is named with: a typo, or a word of no food name. */
  async unknownWords(tokens: string[]): Promise<Set<string>> {
    const terms = await this.terms(this.db, tokens);
    return new Set(terms.filter((t) => t.foods === null).map((t) => t.token));
  }

  /**
   * Whether any Branded food is imported, kept like the lookups (every food search asks). Branded
   * data comes by import; on a database with none, the first product a barcode scan brings from
   * Open Food Facts is found by name once this is read again, within minutes.
   */
  hasBranded(): Promise<boolean> {
    return this.remember('branded', hasBrandedFoods);
  }

  /** The foods this user logged at least twice lately; not kept, as it changes with what they log. */
  frequentIds(userId: string): Promise<number[]> {
    return frequentFoodIds(this.db, userId);
  }

  /** FNDDS's guideline amounts of a food: how much of it goes with a drink, a slice of bread, a sandwich. */
  guidelines(id: number): Promise<FoodPortion[]> {
    return this.remember(`g:${id}`, async (db) => (await findGuidelineAmounts(db, [id])).get(id) ?? []);
  }

  /** The guideline amounts of several foods, in their order; those not kept yet are read in one query. */
  guidelinesOf(ids: number[]): Promise<FoodPortion[][]> {
    const missing = [...new Set(ids)].filter((id) => !this.#entries.has(`g:${id}`));
    if (missing.length > 0) {
      const loaded = findGuidelineAmounts(this.db, missing);
      // remember() drops a failed load, so the shared query failing leaves nothing kept.
      for (const id of missing) void this.remember(`g:${id}`, async () => (await loaded).get(id) ?? []);
    }
    return Promise.all(ids.map((id) => this.guidelines(id)));
  }
}
