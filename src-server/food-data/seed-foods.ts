import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { ranksChanged, writeChangedRanks, writeFoods, writeMissingAlsoCalled, writeMissingFacts, writeMissingGuidelines, writeMissingNutrients } from '../repositories/food-writes.ts';
import { optimizeFoodTables } from '../repositories/foods.ts';
import type { CheckedFood } from './food-record.ts';
import { decodeSeedLine } from './seed-format.ts';

const SEED_FILE = fileURLToPath(new URL('../../db/seed/foods.jsonl.gz', import.meta.url));
const BATCH = 1500;

export interface SeedOptions {
  onProgress?(done: number, total: number): void;
  /** Another seed file (tests). */
  file?: string;
}

export interface SeedResult {
  total: number;
  inserted: number;
  /** Rows seeded before the food facts existed that got them now. */
  factsAdded: number;
  /** Rows seeded before the tracked nutrients existed that got them now. */
  nutrientsAdded: number;
  skipped: boolean;
}

export function readSeedFile(file = SEED_FILE): CheckedFood[] {
  const text = gunzipSync(readFileSync(file)).toString('utf8');
  return text.split('\n').filter((line) => line.trim() !== '').map(decodeSeedLine);
}

/**
 * Loads the shipped USDA foods (Foundation, SR28, FNDDS) into foods and food_portions. Idempotent:
 * returns at once when every seeded source already has at least as many rows as the seed and all
 * have their facts. Existing rows keep their values (an FDC import may have updated them); rows
 * written before the food facts existed get their facts and portions from the seed once.
 */
export async function seedFoods(db: Kysely<DB>, options: SeedOptions = {}): Promise<SeedResult> {
  const foods = readSeedFile(options.file);
  const expected = new Map<string, number>();
  for (const food of foods) expected.set(food.source, (expected.get(food.source) ?? 0) + 1);

  // Per source: the rows, and how many have other names and guideline amounts (count skips nulls).
  const existing = await db
    .selectFrom('foods')
    .select((eb) => ['source', eb.fn.countAll<number>().as('n'), eb.fn.count<number>('also_called').as('named'), eb.fn.count<number>('guideline_amounts').as('guided')])
    .where('source', 'in', [...expected.keys()])
    .groupBy('source')
    .execute();
  const have = new Map(existing.map((row) => [row.source, Number(row.n)]));
  const stored = (key: 'named' | 'guided') => existing.reduce((sum, row) => sum + Number(row[key]), 0);
  const lacking = await db
    .selectFrom('foods')
    .select('id')
    .where('source', 'in', [...expected.keys()])
    .where('flags_from', 'is', null)
    .limit(1)
    .executeTakeFirst();
  const lackingNutrients = await db
    .selectFrom('foods')
    .select('id')
    .where('source', 'in', [...expected.keys()])
    .where('nutrients', 'is', null)
    .limit(1)
    .executeTakeFirst();
  // Rows seeded before other names (FNDDS's, then SR28's) or guideline amounts were kept: fewer rows have them than in the seed.
  const lackingAlsoCalled = stored('named') < foods.filter((f) => f.alsoCalled?.length).length;
  const lackingGuidelines = stored('guided') < foods.filter((f) => f.guidelines?.length).length;
  const complete = [...expected].every(([source, n]) => (have.get(source) ?? 0) >= n);
  // The ranking method changed since these rows were written (decision 027): only their ranks are rewritten.
  const staleRanks = complete && !lacking && (await ranksChanged(db, foods));
  if (complete && !lacking && !lackingNutrients && !lackingAlsoCalled && !lackingGuidelines && !staleRanks) {
    return { total: foods.length, inserted: 0, factsAdded: 0, nutrientsAdded: 0, skipped: true };
  }

  let inserted = 0;
  let factsAdded = 0;
  let nutrientsAdded = 0;
  await db.transaction().execute(async (trx) => {
    if (lacking) factsAdded = await writeMissingFacts(trx, foods);
    if (lackingNutrients) nutrientsAdded = await writeMissingNutrients(trx, foods);
    if (lackingAlsoCalled) await writeMissingAlsoCalled(trx, foods);
    if (lackingGuidelines) await writeMissingGuidelines(trx, foods);
    if (staleRanks) await writeChangedRanks(trx, foods);
    // With every row there, only facts, nutrients or other names were missing: there is nothing to insert.
    if (complete) return;
    for (let i = 0; i < foods.length; i += BATCH) {
      const counts = await writeFoods(trx, foods.slice(i, i + BATCH), 'skip-existing');
      inserted += counts.inserted;
      options.onProgress?.(Math.min(i + BATCH, foods.length), foods.length);
    }
  });
  await optimizeFoodTables(db);
  return { total: foods.length, inserted, factsAdded, nutrientsAdded, skipped: false };
}
