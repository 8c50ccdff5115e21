import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { signUp, testEnv, useTestApp } from '../test/app.ts';

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

  it('accepts a session created by the other instance, and a logout on one ends it on both', async () => {
    const { cookie } = await signUp(t.app);
    const me = await second.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    await second.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
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
