import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dayIn } from '../../src/domain/dates.ts';
import { buildApp } from '../app.ts';
import { READ_YOUR_WRITES_MS, WROTE_COOKIE } from '../plugins/read-your-writes.ts';
import { signUp, testEnv } from '../test/app.ts';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../test/database.ts';
import { onReplica, onReplicaPooler, Relay, replicaAppUrl, replicaPooler, replicaServerUrl, waitForReplica } from '../test/replica.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { REPLICA_RETRY_MS } from './read-replica.ts';

describe.runIf(testDatabaseKind === 'postgres' && replicaServerUrl)('reads on a streaming replica', () => {
  let database: TestDatabase;
  let name: string;
  const opened: { app: FastifyInstance; handle: DatabaseHandle }[] = [];

  async function appReadingFrom(readDatabaseUrl: string): Promise<FastifyInstance> {
    const handle = await openDatabase({ databaseUrl: database.url, readDatabaseUrl, poolSize: 3 });
    const app = await buildApp({ env: testEnv(), db: handle.db, replica: handle.replica });
    opened.push({ app, handle });
    return app;
  }

  /** Replay stopped: what is written on the primary meanwhile is not on the replica. */
  async function whilePaused(fn: () => Promise<void>): Promise<void> {
    await onReplica((c) => c.query('select pg_wal_replay_pause()'));
    try {
      await fn();
    } finally {
      await onReplica((c) => c.query('select pg_wal_replay_resume()'));
    }
  }

  const today = () => dayIn('UTC');
  const entry = (foodId?: string) => ({ date: today(), mealType: 'snack', foodName: 'Bananas, raw', quantity: '1', calories: 100, protein: 1, carbs: 20, fats: 0, ...(foodId ? { foodId } : {}) });

  async function caloriesToday(app: FastifyInstance, cookie: string): Promise<number | null> {
    const res = await app.inject({ method: 'GET', url: '/api/history?days=7', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json().days.at(-1).calories;
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    name = new URL(database.url!).pathname.slice(1);
    // Replay left paused by an interrupted run would never bring this database.
    await onReplica((c) => c.query('select pg_wal_replay_resume()'));
    await waitForReplica(name, 90_000);
  });

  afterAll(async () => {
    for (const { app, handle } of opened) {
      await app.close();
      await handle.close();
    }
    await database?.close();
  });

  it("serves searches and history from the replica, and a writer's next reads from the primary", async () => {
    const app = await appReadingFrom(replicaAppUrl(name));
    expect((await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(app.replica!)).rows[0]!.standby).toBe(true);
    const { cookie } = await signUp(app);
    const search = async (asCaller: string) => (await app.inject({ method: 'GET', url: '/api/food-search?q=banana', headers: { cookie: asCaller } })).json() as { id: string; name: string }[];
    const { token } = (await app.inject({ method: 'POST', url: '/api/auth/tokens', headers: { cookie }, payload: { name: 'script' } })).json();
    const before = await search(cookie);
    const mine = before.find((f) => f.name !== before[0]!.name && !/pudding|split|bread/i.test(f.name))!;
    let logged: number | null = null;

    await whilePaused(async () => {
      // Logged once through REST, once through tRPC: both answers carry the mark.
      const marks: string[] = [];
      for (const url of ['/api/food-logs', '/api/trpc/foodLog.create']) {
        const res = await app.inject({ method: 'POST', url, headers: { cookie }, payload: entry(mine.id) });
        expect(res.statusCode).toBeLessThan(300);
        marks.push(res.cookies.find((c) => c.name === WROTE_COOKIE)?.value ?? '');
      }
      expect(marks.every((m) => Number(m) > Date.now() - READ_YOUR_WRITES_MS)).toBe(true);
      const mark = marks.at(-1)!;
      // Without the mark (another device, or after a few seconds) the replica answers: it has not replayed the entries.
      expect((await search(cookie))[0]!.id).toBe(before[0]!.id);
      expect(await caloriesToday(app, cookie)).toBeNull();
      // A client with an API token, which keeps no cookie, always reads the primary: the two entries, as the server computed them from the food.
      const byToken = await app.inject({ method: 'GET', url: '/api/history?days=7', headers: { authorization: `Bearer ${token}` } });
      logged = byToken.json().days.at(-1).calories;
      expect(logged).toBeGreaterThan(0);
      // The writer's next reads carry the mark to whichever instance serves them, which reads the primary.
      const writer = `${cookie}; ${WROTE_COOKIE}=${mark}`;
      expect((await search(writer))[0]!.id).toBe(mine.id);
      expect(await caloriesToday(app, writer)).toBe(logged);
      // A mark from longer ago no longer does.
      expect(await caloriesToday(app, `${cookie}; ${WROTE_COOKIE}=${Number(mark) - READ_YOUR_WRITES_MS}`)).toBeNull();
    });
    await vi.waitFor(async () => expect(await caloriesToday(app, cookie)).toBe(logged), { timeout: 10_000, interval: 100 });
  });

  it('reads from the primary while the replica does not answer, says so once, and returns to the replica', async () => {
    const target = new URL(replicaAppUrl(name));
    const relay = new Relay({ host: target.hostname, port: Number(target.port) });
    await relay.open();
    const app = await appReadingFrom(Object.assign(new URL(target), { port: String(relay.port) }).toString());
    const warn = vi.spyOn(app.log, 'warn');
    const info = vi.spyOn(app.log, 'info');
    const { cookie } = await signUp(app);
    try {
      await whilePaused(async () => {
        expect((await app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload: entry() })).statusCode).toBe(201);
        expect(await caloriesToday(app, cookie)).toBeNull();

        await relay.cut();
        for (let i = 0; i < 5; i++) expect(await caloriesToday(app, cookie)).toBe(100);
        expect(warn).toHaveBeenCalledTimes(1);
        expect(warn.mock.calls[0]![1]).toMatch(/^Read replica unavailable/);

        await relay.open();
        await sleep(REPLICA_RETRY_MS);
        expect(await caloriesToday(app, cookie)).toBeNull();
        expect(warn).toHaveBeenCalledTimes(1);
        expect(info).toHaveBeenCalledWith(expect.stringMatching(/^Read replica answers again/));
      });
    } finally {
      await relay.cut();
    }
  });

  it.runIf(replicaPooler)('reads from the primary while PgBouncer cannot reach the replica, and returns to it', async () => {
    const app = await appReadingFrom(replicaAppUrl(name));
    const warn = vi.spyOn(app.log, 'warn');
    const info = vi.spyOn(app.log, 'info');
    const { cookie } = await signUp(app);
    await whilePaused(async () => {
      expect((await app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload: entry() })).statusCode).toBe(201);
      expect(await caloriesToday(app, cookie)).toBeNull();

      // The pooler stays up and accepts the app's connections, but its queries wait for a server that does not come.
      await onReplicaPooler(`PAUSE ${name}`);
      try {
        for (let i = 0; i < 3; i++) expect(await caloriesToday(app, cookie)).toBe(100);
        expect(warn).toHaveBeenCalledTimes(1);
      } finally {
        await onReplicaPooler(`RESUME ${name}`);
      }
      await sleep(REPLICA_RETRY_MS);
      expect(await caloriesToday(app, cookie)).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(info).toHaveBeenCalledWith(expect.stringMatching(/^Read replica answers again/));
    });
  });
});
