import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/database.ts';
import { appDatabaseUrl, withAdmin } from '../test/template.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';

// Run on Postgres directly and through PgBouncer in transaction mode (TEST_POSTGRES_VIA_PGBOUNCER).
describe.runIf(testDatabaseKind === 'postgres')('migrations on a server shared by several instances', () => {
  const name = `platewise_m_${randomBytes(6).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    await withAdmin((admin) => admin.query(`create database ${name}`));
    for (let i = 0; i < 2; i++) handles.push(await openDatabase({ databaseUrl: appDatabaseUrl(name), poolSize: 2 }));
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
  });

  const advisoryLocks = () =>
    withAdmin(async (admin) => {
      const { rows } = await admin.query(`select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and d.datname = $1`, [name]);
      return rows[0].n as number;
    });

  it('applies each migration once when two instances start at the same time, and leaves no lock behind', async () => {
    const [first, second] = await Promise.all(handles.map((handle) => migrateToLatest(handle.db)));
    const applied = [...first!, ...second!];
    expect(applied.length).toBeGreaterThan(5);
    expect(new Set(applied).size).toBe(applied.length);
    expect(await advisoryLocks()).toBe(0);
    // A later start finds nothing to do and is not kept waiting by a lock left over.
    expect(await migrateToLatest(handles[0]!.db)).toEqual([]);
    expect(await advisoryLocks()).toBe(0);
  });

  it('keeps no named prepared statements unless told to', async () => {
    const { db } = handles[0]!;
    // One transaction: both statements on the same server connection, pooler or not.
    const prepared = await db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', 'nobody').execute();
      return (await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(trx)).rows[0]!.n;
    });
    expect(prepared).toBe(0);
  });
});
