// Imports a FoodData Central CSV download folder: pnpm foods:import <folder>
// Uses DATABASE_URL, or PGlite in PGLITE_DIR (default .data/pglite) when it is unset.
import { mkdirSync } from 'node:fs';
import { openDatabase } from '../src-server/db/database.ts';
import { migrateToLatest } from '../src-server/db/migrate.ts';
import { formatImportSummary, importFdcFolder } from '../src-server/food-data/import-fdc.ts';
import { formatMegabytes, progressBar } from '../src-server/food-data/progress-bar.ts';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: pnpm foods:import <FoodData Central CSV folder>');
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = process.env.PGLITE_DIR || '.data/pglite';
if (!databaseUrl) mkdirSync(pgliteDir, { recursive: true });
const handle = await openDatabase({ databaseUrl, pgliteDir });
try {
  await migrateToLatest(handle.db);
  const reading = progressBar('Reading', { format: formatMegabytes });
  const writing = progressBar('Writing');
  let phase = 'reading';
  const summary = await importFdcFolder(handle.db, folder, {
    onProgress: (p) => {
      if (p.phase !== phase) {
        reading.finish();
        phase = p.phase;
      }
      (p.phase === 'reading' ? reading : writing).update(p.done, p.total);
    },
  });
  writing.finish();
  console.log(formatImportSummary(summary));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
