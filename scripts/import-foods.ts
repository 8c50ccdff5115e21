// Imports a FoodData Central CSV download folder or an Open Food Facts export file:
// pnpm foods:import <folder | openfoodfacts-products.jsonl.gz | en.openfoodfacts.org.products.csv>
// Uses DATABASE_URL, or PGlite in PGLITE_DIR (default .data/pglite) when it is unset.
import { mkdirSync, statSync } from 'node:fs';
import { openDatabase } from '../src-server/db/database.ts';
import { migrateToLatest } from '../src-server/db/migrate.ts';
import { formatImportSummary, importFdcFolder, type ImportSummary } from '../src-server/food-data/import-fdc.ts';
import { importOpenFoodFacts } from '../src-server/food-data/import-off.ts';
import { formatMegabytes, progressBar } from '../src-server/food-data/progress-bar.ts';

const folder = process.argv[2] ?? '';
if (!folder) {
  console.error('Usage: pnpm foods:import <FoodData Central CSV folder | Open Food Facts JSONL or CSV export>');
  process.exit(1);
}
const isFile = statSync(folder, { throwIfNoEntry: false })?.isFile() ?? false;

const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = process.env.PGLITE_DIR || '.data/pglite';
if (!databaseUrl) mkdirSync(pgliteDir, { recursive: true });
const handle = await openDatabase({ databaseUrl, pgliteDir });
try {
  await migrateToLatest(handle.db);
  const summary = isFile ? await importDump(handle.db) : await importFolder(handle.db);
  console.log(formatImportSummary(summary));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}

/** An Open Food Facts export is read and written as it streams: one bar, by bytes read. */
async function importDump(db: typeof handle.db): Promise<ImportSummary> {
  const importing = progressBar('Importing', { format: formatMegabytes });
  const summary = await importOpenFoodFacts(db, folder, { onProgress: (p) => importing.update(p.done, p.total) });
  importing.finish();
  return summary;
}

async function importFolder(db: typeof handle.db): Promise<ImportSummary> {
  const reading = progressBar('Reading', { format: formatMegabytes });
  const writing = progressBar('Writing');
  let phase = 'reading';
  const summary = await importFdcFolder(db, folder, {
    onProgress: (p) => {
      if (p.phase !== phase) {
        reading.finish();
        phase = p.phase;
      }
      (p.phase === 'reading' ? reading : writing).update(p.done, p.total);
    },
  });
  writing.finish();
  return summary;
}
