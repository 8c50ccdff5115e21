import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { prepareDatabase } from '../boot.ts';
import { createPglite, openDatabase, pgliteDatabase } from '../db/database.ts';

const TEMPLATE_FILE = fileURLToPath(new URL('../../.tmp/pglite-template.tar.gz', import.meta.url));
// One template per checkout, so that two checkouts can run their suites on one server at once.
export const PG_TEMPLATE = `platewise_template_${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}`;

export function adminUrl(): string {
  return process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

/** A database on the server itself, as the admin URL reaches it. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * How the app under test reaches a database: through the PgBouncer (transaction mode) at
 * TEST_POSTGRES_VIA_PGBOUNCER when it is set, else directly. Databases are still made and
 * dropped on the server itself.
 */
export function appDatabaseUrl(name: string): string {
  const pooler = process.env.TEST_POSTGRES_VIA_PGBOUNCER;
  if (!pooler) return databaseUrl(name);
  const url = new URL(pooler);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Builds a migrated, seeded PGlite once per run and saves its data directory for every test file to copy. */
export async function buildPgliteTemplate(): Promise<void> {
  const pglite = await createPglite({ pgliteDir: 'memory://' });
  const handle = pgliteDatabase(pglite);
  await prepareDatabase(handle.db);
  const dump = await pglite.dumpDataDir('gzip');
  await mkdir(path.dirname(TEMPLATE_FILE), { recursive: true });
  await writeFile(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

export async function readPgliteTemplate(): Promise<Blob> {
  if (!existsSync(TEMPLATE_FILE)) throw new Error('PGlite template missing: run tests through vitest, whose globalSetup builds it');
  return new Blob([await readFile(TEMPLATE_FILE)]);
}

/** Recreates the Postgres template database, migrated and seeded. */
export async function buildPostgresTemplate(): Promise<void> {
  await withAdmin(async (admin) => {
    await admin.query(`drop database if exists ${PG_TEMPLATE} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE}`);
  });
  // Migrated and seeded the way the app under test connects, so the migrator runs through PgBouncer too.
  const handle = await openDatabase({ databaseUrl: appDatabaseUrl(PG_TEMPLATE) });
  await prepareDatabase(handle.db);
  await handle.close();
  // A pooler keeps its server connections open; copying the template needs none left on it.
  await withAdmin((admin) => admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [PG_TEMPLATE]));
}
