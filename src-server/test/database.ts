import { randomBytes } from 'node:crypto';
import { createPglite, openDatabase, pgliteDatabase, type DatabaseHandle } from '../db/database.ts';
import { appDatabaseUrl, PG_TEMPLATE, readPgliteTemplate, withAdmin } from './template.ts';

export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh copy of the migrated, seeded template for one test file. */
export type TestDatabase = DatabaseHandle & { url?: string };

export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    return pgliteDatabase(await createPglite({ loadDataDir: await readPgliteTemplate() }));
  }
  const name = `platewise_t_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name} template ${PG_TEMPLATE}`));
  const handle = await openDatabase({ databaseUrl: appDatabaseUrl(name), poolSize: 5 });
  return {
    ...handle,
    url: appDatabaseUrl(name),
    close: async () => {
      await handle.close();
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}
