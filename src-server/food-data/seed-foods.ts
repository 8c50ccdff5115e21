import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { ranksChanged, replaceChangedPortions, writeChangedRanks, writeFoods, writeMissingAlsoCalled, writeMissingFacts, writeMissingGuidelines, writeMissingNutrients } from '../repositories/food-writes.ts';
import { readSetting, writeSetting } from '../repositories/instance-settings.ts';
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
  inserted: number;
  /** Foods already there whose values or portions the seed changed, brought up to it. */
  refreshed: number;
  /** Rows seeded before the food facts existed that got them now. */
  factsAdded: number;
  /** Rows seeded before the tracked nutrients existed that got them now. */
  nutrientsAdded: number;
  /** The database already holds this seed file (its hash matched): nothing was read or written. */
  skipped: boolean;
}

/** The instance setting holding the SHA-256 of the seed file the database was last brought up to. */
export const SEED_HASH_SETTING = 'food_seed_sha256';
// A lock id nothing else takes; a transaction-level lock, so a pooler in transaction mode cannot strand it.
const SEED_LOCK_ID = 7_108_500_331_207n;

export function readSeedFile(file = SEED_FILE): CheckedFood[] {
  const text = gunzipSync(readFileSync(file)).toString('utf8');
  return text.split('\n').filter((line) => line.trim() !== '').map(decodeSeedLine);
}

function seedHash(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/**
 * Loads the shipped USDA foods (Foundation, SR28, FNDDS) into foods and food_portions, and brings a
 * database loaded from an older seed up to this one: its foods' values and portions are upserted by
 * (source, source id); foods the seed no longer has stay, and log entries keep the numbers they were
 * logged with. Returns at once when the seed file's hash is the one stored. Instances starting
 * together wait on one advisory lock, and each one after the first finds the hash stored.
 */
export async function seedFoods(db: Kysely<DB>, options: SeedOptions = {}): Promise<SeedResult> {
  const file = options.file ?? SEED_FILE;
  const hash = seedHash(file);
  const done: SeedResult = { inserted: 0, refreshed: 0, factsAdded: 0, nutrientsAdded: 0, skipped: true };
  if ((await readSetting(db, SEED_HASH_SETTING)) === hash) return done;

  const result = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_ID)})`.execute(trx);
    if ((await readSetting(trx, SEED_HASH_SETTING)) === hash) return done;
    const written = await writeSeed(trx, readSeedFile(file), options);
    await writeSetting(trx, SEED_HASH_SETTING, hash);
    return written;
  });
  if (!result.skipped) await optimizeFoodTables(db);
  return result;
}

async function writeSeed(trx: Kysely<DB>, foods: CheckedFood[], options: SeedOptions): Promise<SeedResult> {
  const sources = [...new Set(foods.map((f) => f.source))];
  const existing = await trx.selectFrom('foods').select('id').where('source', 'in', sources).where('user_id', 'is', null).limit(1).executeTakeFirst();
  // Rows seeded before the food facts, nutrients, other names or guideline amounts were kept get them.
  const factsAdded = existing ? await writeMissingFacts(trx, foods) : 0;
  const nutrientsAdded = existing ? await writeMissingNutrients(trx, foods) : 0;
  if (existing) {
    await writeMissingAlsoCalled(trx, foods);
    await writeMissingGuidelines(trx, foods);
    // The ranking method changed since these rows were written (decision 027): their ranks are rewritten.
    if (await ranksChanged(trx, foods)) await writeChangedRanks(trx, foods);
  }

  let inserted = 0;
  let refreshed = 0;
  for (let i = 0; i < foods.length; i += BATCH) {
    const batch = foods.slice(i, i + BATCH);
    const counts = await writeFoods(trx, batch, existing ? 'upsert' : 'skip-existing');
    inserted += counts.inserted;
    refreshed += counts.updated;
    if (existing) refreshed += await replaceChangedPortions(trx, batch);
    options.onProgress?.(Math.min(i + BATCH, foods.length), foods.length);
  }
  return { inserted, refreshed, factsAdded, nutrientsAdded, skipped: false };
}
