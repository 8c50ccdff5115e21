import type { Database } from '../../db/database.ts';
import { getFoodById, searchFoods, type FoodDetail, type FoodSearchResult } from '../foods/search-foods.ts';

const MAX_ENTRIES = 2000;
const TTL_MS = 10 * 60_000;

type Entry<T> = { value: Promise<T>; at: number };
const caches = new WeakMap<Database, Map<string, Entry<unknown>>>();

/**
 * Foods change only on an import, and people say the same foods again and again, so the voice,
 * photo and swap lookups keep answers for a few minutes (per database, least recently used out).
 */
export function cached<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key) as Entry<T> | undefined;
  if (hit && Date.now() - hit.at < TTL_MS) {
    cache.delete(key);
    cache.set(key, hit);
    return hit.value;
  }
  const value = load();
  cache.set(key, { value, at: Date.now() });
  value.catch(() => cache.delete(key));
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}

export function cachedSearch(db: Database, query: string, limit = 10): Promise<FoodSearchResult[]> {
  return cached(db, `s:${limit}:${query}`, () => searchFoods(db, query, { limit }));
}

export function cachedFood(db: Database, id: number): Promise<FoodDetail | null> {
  return cached(db, `f:${id}`, () => getFoodById(db, id));
}
