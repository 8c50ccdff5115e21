import { openDatabase, type Database, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Env } from './env.ts';
import { progressBar } from './food-data/progress-bar.ts';
import { seedFoods } from './food-data/seed-foods.ts';

/** Opens the configured database (embedded PGlite unless DATABASE_URL is set) and brings it to the latest schema. */
export async function openMigratedDatabase(env: Env, log: (msg: string) => void = () => {}): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL && env.PGLITE_DIR !== 'memory://') {
    const { mkdir } = await import('node:fs/promises');
    await mkdir(env.PGLITE_DIR, { recursive: true });
  }
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, readDatabaseUrl: env.DATABASE_READ_URL, pgliteDir: env.PGLITE_DIR, preparedStatements: env.DATABASE_PREPARED_STATEMENTS });
  try {
    await prepareDatabase(handle.db, log, true);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Migrates to the latest schema and loads the shipped foods; safe to run on every start. */
export async function prepareDatabase(db: Database, log: (msg: string) => void = () => {}, showProgress = false): Promise<void> {
  const applied = await migrateToLatest(db);
  if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  const bar = showProgress ? progressBar('Loading USDA foods') : undefined;
  const seeded = await seedFoods(db, { onProgress: bar?.update });
  bar?.finish();
  if (!seeded.skipped) log(`Loaded ${seeded.inserted} foods from the shipped USDA seed; brought ${seeded.refreshed} stored foods up to it.`);
}
