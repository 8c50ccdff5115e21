import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database.ts';
import { sessionCacheOf } from '../repositories/session-cache.ts';
import { completeProfile, signUp, testEnv, useTestApp } from '../test/app.ts';
import { testDatabaseKind } from '../test/database.ts';

const t = useTestApp();

describe('stateless instances', () => {
  let second: FastifyInstance;
  let secondDb: DatabaseHandle | undefined;
  beforeAll(async () => {
    // On Postgres the second instance has its own pool, as a second process would.
    const url = t.database.url;
    secondDb = url ? await openDatabase({ databaseUrl: url }) : undefined;
    second = await buildApp({ env: testEnv(), db: secondDb?.db ?? t.database.db });
  });
  afterAll(async () => {
    await second.close();
    await secondDb?.close();
  });

  const me = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  // Each instance keeps signed-in users in memory once it hears the database's change notices.
  const cachesListening = () =>
    expect.poll(() => [t.app.db, second.db].every((db: Database) => sessionCacheOf(db)?.listening), { timeout: 10_000 }).toBe(true);
  // A change is answered once Postgres's notice of it reached the instance that made it; the other
  // got the same notice at the same moment and applies it as soon as its event loop reads it.
  const soon = { timeout: 100, interval: 1 };

  it('accepts a session created by the other instance, and a logout on one ends it on both', async () => {
    await cachesListening();
    const { cookie } = await signUp(t.app);
    expect((await me(second, cookie)).statusCode).toBe(200);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    await second.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await me(second, cookie)).statusCode).toBe(401);
    await expect.poll(async () => (await me(t.app, cookie)).statusCode, soon).toBe(401);
  });

  it('shows a profile change made on one instance on the other', async () => {
    await cachesListening();
    const { cookie } = await signUp(t.app);
    expect((await me(second, cookie)).json().weight).toBe(80);
    const saved = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: { cookie }, payload: { ...completeProfile, firstName: 'Ada', lastName: 'Lovelace', weight: 90 } });
    expect(saved.statusCode).toBe(200);
    expect((await me(t.app, cookie)).json().weight).toBe(90);
    await expect.poll(async () => (await me(second, cookie)).json().weight, soon).toBe(90);
  });

  it('ends sessions removed outside the app, such as by an administrator in SQL', async () => {
    await cachesListening();
    const { cookie, id } = await signUp(t.app);
    expect((await me(second, cookie)).statusCode).toBe(200);
    await sql`delete from sessions where user_id = ${id}`.execute(t.database.db);
    await expect.poll(async () => (await me(second, cookie)).statusCode, soon).toBe(401);
  });

  it.runIf(testDatabaseKind === 'postgres')('caches nothing while it cannot hear notices, and listens again by itself', async () => {
    await cachesListening();
    const { cookie, id } = await signUp(t.app);
    expect((await me(second, cookie)).statusCode).toBe(200);
    // The listening connections lost, as when the database restarts; changes made meanwhile are unheard.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen platewise_auth' and datname = current_database()`.execute(t.database.db);
    await expect.poll(() => sessionCacheOf(second.db)?.listening).toBe(false);
    await sql`update users set first_name = 'Changed' where id = ${id}`.execute(t.database.db);
    expect((await me(second, cookie)).json().firstName).toBe('Changed');
    await cachesListening();
  });
});

describe('database down', () => {
  let app: FastifyInstance;
  let dead: DatabaseHandle;
  beforeAll(async () => {
    dead = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nothing' });
    app = await buildApp({ env: testEnv(), db: dead.db });
  });
  afterAll(async () => {
    await app.close();
    await dead.close();
  });

  it('reports db down on /api/health with 503', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', db: 'down' });
  });

  it('answers data calls with a clear 503, not a 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co', password: 'whatever pw' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('The database is not answering right now. Please try again in a moment.');
  });
});
