import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { writeFoods } from '../repositories/food-writes.ts';
import { optimizeFoodTables } from '../repositories/foods.ts';
import { detectFdcSources, fdcFolderBytes, readFdcFolder } from './fdc-folder.ts';
import type { CheckedFood } from './food-record.ts';
import { checkFood } from './nutrition-check.ts';
import { finalizePortions } from './portion-label.ts';

const BATCH = 1000;

export interface ImportProgress {
  phase: 'reading' | 'writing';
  done: number;
  total: number;
}

export interface ImportSummary {
  /** FDC data types, or 'Open Food Facts'. */
  sources: string[];
  foods: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: Record<string, number>;
  repaired: Record<string, number>;
}

export interface ImportOptions {
  onProgress?(progress: ImportProgress): void;
}

export function tally(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

/**
 * Imports an official FoodData Central CSV folder: reads it (progress by bytes), checks each food
 * like the shipped seed, then upserts on (source, source_id) in batches, one transaction each.
 * Running it twice updates in place and adds nothing.
 */
export async function importFdcFolder(db: Kysely<DB>, folder: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const sources = await detectFdcSources(folder);
  if (sources.length === 0) {
    throw new Error(`${folder} is not a FoodData Central CSV folder (needs food.csv and one of foundation_food.csv, sr_legacy_food.csv, survey_fndds_food.csv, branded_food.csv)`);
  }
  const summary: ImportSummary = { sources, foods: 0, inserted: 0, updated: 0, unchanged: 0, skipped: {}, repaired: {} };
  const totalBytes = await fdcFolderBytes(folder);
  let readBytes = 0;
  const foods = await readFdcFolder(folder, {
    onBytes: (bytes) => {
      readBytes += bytes;
      options.onProgress?.({ phase: 'reading', done: readBytes, total: totalBytes });
    },
    onSkip: (reason) => tally(summary.skipped, reason),
  });

  let batch: CheckedFood[] = [];
  let done = 0;
  const flush = async () => {
    const counts = await db.transaction().execute((trx) => writeFoods(trx, batch, 'upsert'));
    summary.inserted += counts.inserted;
    summary.updated += counts.updated;
    summary.unchanged += counts.unchanged;
    done += batch.length;
    batch = [];
    options.onProgress?.({ phase: 'writing', done, total: foods.count });
  };

  for (const record of foods.records()) {
    summary.foods++;
    const outcome = checkFood(record);
    if (outcome.status === 'dropped') {
      tally(summary.skipped, outcome.reason);
      done++;
      continue;
    }
    for (const repair of outcome.repairs) tally(summary.repaired, repair);
    const food = outcome.food;
    food.portions = finalizePortions(food.portions, {
      preferMedium: food.source === 'sr_legacy' || food.source === 'foundation',
      kcalPer100: food.per100.calories,
    });
    batch.push(food);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  await optimizeFoodTables(db);
  return summary;
}

export function formatImportSummary(summary: ImportSummary): string {
  const lines = [
    `Datasets: ${summary.sources.join(', ')}`,
    `Foods read: ${summary.foods}`,
    `Inserted: ${summary.inserted}`,
    `Updated: ${summary.updated}`,
    `Unchanged: ${summary.unchanged}`,
  ];
  const skipped = Object.entries(summary.skipped).sort((a, b) => b[1] - a[1]);
  lines.push(`Skipped: ${skipped.reduce((sum, [, n]) => sum + n, 0)}`);
  for (const [reason, n] of skipped) lines.push(`  ${reason}: ${n}`);
  const repaired = Object.entries(summary.repaired).sort((a, b) => b[1] - a[1]);
  if (repaired.length > 0) lines.push(`Repaired: ${repaired.reduce((sum, [, n]) => sum + n, 0)}`);
  for (const [repair, n] of repaired) lines.push(`  ${repair}: ${n}`);
  return lines.join('\n');
}
