import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { rowCounts, seedUserData } from '../test/owned-data.ts';
import { procedures } from '../test/procedures.ts';
import { routesOf, type Route } from '../test/route-table.ts';

vi.mock('fastify', async (original) => (await import('../test/route-table.ts')).recordRoutes(await original()));

const t = useTestApp();
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Every route that takes a body; the tRPC route once per mutation, since each is its own endpoint to a client. */
function bodyRoutes(): Route[] {
  return routesOf(t.app).flatMap((route) => {
    if (!BODY_METHODS.has(route.method)) return [];
    // A history file streams past any JSON limit, counted by its own handler (history-import.test.ts).
    if (route.url === '/api/history-imports') return [];
    if (route.url !== '/api/trpc/:path') return [route.url.includes(':') ? { ...route, url: route.url.replace(/:\w+/g, '1') } : route];
    if (route.method !== 'POST') return [];
    return procedures()
      .filter((p) => p.type === 'mutation')
      .map((p) => ({ ...route, url: `/api/trpc/${p.path}` }));
  });
}

/** A JSON object of exactly `size` bytes. */
const jsonOfSize = (size: number) => `{"pad":"${'x'.repeat(size - 10)}"}`;

let cookie: string;
beforeAll(async () => {
  cookie = (await signUp(t.app)).cookie;
  await seedUserData(t.app, cookie);
}, 60_000);

describe('body limits', () => {
  it('covers the REST routes and every tRPC mutation, with the larger limits where files are sent', () => {
    const limits = new Map(bodyRoutes().map((r) => [`${r.method} ${r.url}`, r.bodyLimit]));
    expect(limits.get('POST /api/food-logs')).toBe(1024 * 1024);
    expect(limits.get('POST /api/food-analysis')).toBe(12 * 1024 * 1024);
    expect(limits.get('POST /api/import')).toBe(6 * 1024 * 1024);
    expect(limits.get('POST /api/trpc/ai.analyzePhoto')).toBe(12 * 1024 * 1024);
    expect(limits.get('POST /api/trpc/foodLog.create')).toBeDefined();
  });

  it('refuses a body one byte over the limit with 413 and a message, on every route, and stores nothing', async () => {
    const before = await rowCounts(t.database.db);
    const bodies = new Map<number, string>();
    for (const route of bodyRoutes()) {
      const payload = bodies.get(route.bodyLimit) ?? jsonOfSize(route.bodyLimit + 1);
      bodies.set(route.bodyLimit, payload);
      const res = await t.app.inject({ method: route.method as 'POST', url: route.url, headers: { cookie, 'content-type': 'application/json' }, payload });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(413);
      expect(res.json(), `${route.method} ${route.url}`).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
    }
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('accepts a body exactly at the limit on every route, so no limit is lower than it says', async () => {
    const bodies = new Map<number, string>();
    for (const route of bodyRoutes()) {
      const payload = bodies.get(route.bodyLimit) ?? jsonOfSize(route.bodyLimit);
      bodies.set(route.bodyLimit, payload);
      // Signed out, so a body that passes the limit is answered (401, or 400 for a public route) and changes nothing.
      const res = await t.app.inject({ method: route.method as 'POST', url: route.url, headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body.slice(0, 200)}`).not.toBe(413);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
  }, 60_000);

  it('counts the bytes of a body sent without a length, not only the header', async () => {
    const before = await rowCounts(t.database.db);
    const chunks = Array.from({ length: 17 }, () => 'x'.repeat(64 * 1024));
    // A stream goes without a content-length header, as a chunked upload does.
    const payload = Readable.from([`{"foodName":"`, ...chunks, `"}`]);
    const res = await t.app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(413);
    expect(await rowCounts(t.database.db)).toEqual(before);
  });
});
