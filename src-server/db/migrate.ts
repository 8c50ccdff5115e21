import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const migrationFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));

/**
 * Loads migrations with this module's own import(), so it works under tsx and in the test runner
 * alike; the build has them compiled to .js. A migration's name leaves out the extension either way.
 */
const provider: MigrationProvider = {
  async getMigrations() {
    const files = (await readdir(migrationFolder)).filter((f) => /^\d{14}_.+\.(ts|js)$/.test(f)).sort();
    const entries = await Promise.all(
      files.map(async (file) => [file.replace(/\.(ts|js)$/, ''), (await import(pathToFileURL(path.join(migrationFolder, file)).href)) as Migration] as const),
    );
    return Object.fromEntries(entries);
  },
};

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
