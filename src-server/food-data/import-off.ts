import { stat } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { saveImportedBarcodes } from '../repositories/food-barcodes.ts';
import { writeFoodNames, type FoodNames } from '../repositories/food-names.ts';
import { writeFoods } from '../repositories/food-writes.ts';
import { optimizeFoodTables } from '../repositories/foods.ts';
import type { CheckedFood } from './food-record.ts';
import { tally, type ImportOptions, type ImportSummary } from './import-fdc.ts';
import { checkFood } from './nutrition-check.ts';
import { readOffDump } from './off-dump.ts';
import { readOffProduct } from './off-product.ts';

const BATCH = 1000;

interface Product {
  code: string;
  food: CheckedFood;
  names: FoodNames['names'];
}

/**
 * Imports an Open Food Facts export (JSONL or CSV, gzip or plain) as Branded foods keyed by barcode:
 * streamed, products without energy and the three macros per 100 g or failing the nutrition check
 * skipped, each batch of 1,000 written in one transaction with the products' names in other
 * languages and their barcodes. Running it again updates the products in place.
 */
export async function importOpenFoodFacts(db: Kysely<DB>, file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const summary: ImportSummary = { sources: ['Open Food Facts'], foods: 0, inserted: 0, updated: 0, unchanged: 0, skipped: {}, repaired: {} };
  const total = (await stat(file)).size;
  let read = 0;
  // By barcode: a product listed twice in one batch is written once, as its later line says.
  let batch = new Map<string, Product>();
  const flush = async () => {
    const products = [...batch.values()];
    const counts = await db.transaction().execute(async (trx) => {
      const written = await writeFoods(trx, products.map((p) => p.food), 'upsert');
      await writeFoodNames(trx, products.map((p) => ({ source: p.food.source, sourceId: p.food.sourceId, names: p.names })));
      await saveImportedBarcodes(trx, products.map((p) => ({ code: p.code, sourceId: p.food.sourceId })));
      return written;
    });
    summary.inserted += counts.inserted;
    summary.updated += counts.updated;
    summary.unchanged += counts.unchanged;
    batch = new Map();
  };

  const dump = readOffDump(file, {
    onBytes: (bytes) => {
      read += bytes;
      options.onProgress?.({ phase: 'reading', done: read, total });
    },
    onSkip: (reason) => tally(summary.skipped, reason),
  });
  for await (const fields of dump) {
    summary.foods++;
    const product = readOffProduct(fields);
    if (product.status === 'skipped') {
      tally(summary.skipped, product.reason);
      continue;
    }
    const outcome = checkFood(product.food);
    if (outcome.status === 'dropped') {
      tally(summary.skipped, outcome.reason);
      continue;
    }
    for (const repair of outcome.repairs) tally(summary.repaired, repair);
    batch.set(product.code, { code: product.code, food: outcome.food, names: product.names });
    if (batch.size >= BATCH) await flush();
  }
  if (batch.size > 0) await flush();
  await optimizeFoodTables(db);
  return summary;
}
