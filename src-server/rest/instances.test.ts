import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { SIGNED_IN_CACHE_TTL_MS } from '../services/auth/signed-in-cache.ts';
import { completeProfile, sessionCookie, signUp, testEnv, useTestApp } from '../test/app.ts';

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
  // Another instance may answer from what it read in the last SIGNED_IN_CACHE_TTL_MS, never longer.
  const withinTtl = { timeout: SIGNED_IN_CACHE_TTL_MS + 1_000, interval: 50 };

  it('accepts a session created by the other instance, and a logout on one ends it there at once and on the other within the cache lifetime', async () => {
    const { cookie } = await signUp(t.app);
    expect((await me(second, cookie)).statusCode).toBe(200);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    const loggedOut = Date.now();
    await second.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await me(second, cookie)).statusCode).toBe(401);
    await expect.poll(async () => (await me(t.app, cookie)).statusCode, withinTtl).toBe(401);
    expect(Date.now() - loggedOut).toBeLessThan(SIGNED_IN_CACHE_TTL_MS + 1_000);
  });

  it('shows a profile change at once on the instance that made it, and on the other within the cache lifetime', async () => {
    const { cookie } = await signUp(t.app);
    expect((await me(second, cookie)).json().weight).toBe(80);
    expect((await me(t.app, cookie)).json().weight).toBe(80);
    const saved = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: { cookie }, payload: { ...completeProfile, firstName: 'Ada', lastName: 'Lovelace', weight: 90 } });
    expect(saved.statusCode).toBe(200);
    expect((await me(t.app, cookie)).json().weight).toBe(90);
    await expect.poll(async () => (await me(second, cookie)).json().weight, withinTtl).toBe(90);
  });

  it('ends every other session of a deleted account at once on the instance that deleted it', async () => {
    const { email, password, cookie } = await signUp(t.app);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const other = sessionCookie(login);
    expect((await me(t.app, other)).statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect((await me(t.app, other)).statusCode).toBe(401);
  });

  it('ends sessions removed outside the app, such as by an administrator in SQL, within the cache lifetime', async () => {
    const { cookie, id } = await signUp(t.app);
    expect((await me(second, cookie)).statusCode).toBe(200);
    await sql`delete from sessions where user_id = ${id}`.execute(t.database.db);
    await expect.poll(async () => (await me(second, cookie)).statusCode, withinTtl).toBe(401);
    await expect.poll(async () => (await me(t.app, cookie)).statusCode, withinTtl).toBe(401);
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
