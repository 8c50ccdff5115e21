import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/database.ts';
import { databaseUrl, withAdmin } from '../test/template.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';

// Prepared statements are a Postgres server matter: PGlite runs skip this file.
describe.runIf(testDatabaseKind === 'postgres')('prepared statements on Postgres', () => {
  const name = `platewise_p_${randomBytes(6).toString('hex')}`;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    await withAdmin((admin) => admin.query(`create database ${name}`));
    handle = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 1, preparedStatements: true });
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    await sql`insert into notes values (1, 'first')`.execute(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
  });

  const note = async () => (await sql`select * from notes where id = ${1}`.execute(handle.db)).rows[0];

  it('prepares a short statement once on its connection', async () => {
    await note();
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db);
    expect(rows.map((r) => r.statement)).toContain('select * from notes where id = $1');
  });

  it('keeps answering when another instance adds a column under a prepared select *', async () => {
    expect(await note()).toEqual({ id: 1, body: 'first' });
    const other = new pg.Client({ connectionString: databaseUrl(name) });
    await other.connect();
    await other.query(`alter table notes add column mood text not null default 'calm'`);
    await other.end();
    expect(await note()).toEqual({ id: 1, body: 'first', mood: 'calm' });
    expect(await note()).toEqual({ id: 1, body: 'first', mood: 'calm' });
  });
});
