import { andPairs } from '../../../src/domain/voice-parse.ts';
import type { FoodCache } from './food-cache.ts';

/**
 * The 'X and Y' pairs that USDA names a single food by ('macaroni and cheese', 'half and half',
 * 'peanut butter and jelly sandwich', 'gin and tonic'), from the names and other names of the foods
 * everyone sees, so a meal is not split there. Read once and kept like the other food lookups.
 */
export function joinedNames(cache: FoodCache): Promise<ReadonlySet<string>> {
  return cache.remember('joined-names', async (db) => {
    const rows = await db
      .selectFrom('foods')
      .select(['name', 'also_called'])
      .where('user_id', 'is', null)
      .where('source', 'in', ['survey', 'sr_legacy', 'foundation'])
      .where((eb) => eb.or([eb('name', 'ilike', '% and %'), eb('also_called', 'ilike', '% and %')]))
      .execute();
    const pairs = new Set<string>();
    for (const r of rows) for (const name of [r.name, ...(r.also_called?.split('; ') ?? [])]) for (const p of andPairs(name)) pairs.add(p);
    return pairs;
  });
}
