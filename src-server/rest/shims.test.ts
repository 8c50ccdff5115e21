import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const entry = { date: '2026-03-04', mealType: 'lunch', foodName: 'Apple', quantity: '1 medium', calories: 95, protein: 0.5, carbs: 25, fats: 0.3 };

// tRPC's issues also carry what the client translates them from (decision 071); REST's keep path and message.
const said = (issues: { path: string; message: string }[]) => issues.map(({ path, message }) => ({ path, message }));

/** What a caller sees of an answer, from REST's body or tRPC's envelope: the same for both when the shim is faithful. */
function outcome(res: LightMyRequestResponse, via: 'rest' | 'trpc') {
  const body = res.json();
  if (res.statusCode < 300) return { status: 200, data: via === 'rest' ? body : body.result.data };
  if (via === 'rest') return { status: res.statusCode, error: { message: body.message, code: body.code, reason: body.reason, params: body.params, issues: body.issues } };
  const { message, data } = body.error;
  return { status: data.httpStatus, error: { message, code: data.code, reason: data.reason, params: data.params, issues: said(data.issues) } };
}

const trpcGet = (path: string, value: unknown, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/trpc/${path}${value === undefined ? '' : `?input=${input(value)}`}`, headers: cookie ? { cookie } : {} });
const trpcPost = (path: string, value: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/trpc/${path}`, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: JSON.stringify(value) });

describe('REST shims answer as their procedures do', () => {
  it('gives the same answers for reads', async () => {
    const { cookie } = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload: entry });
    const pairs: [string, string, unknown][] = [
      ['/api/daily-progress?date=2026-03-04', 'foodLog.dailyProgress', { date: '2026-03-04' }],
      ['/api/food-logs?date=2026-03-04', 'foodLog.list', { date: '2026-03-04' }],
      ['/api/auth/user', 'user.me', undefined],
      ['/api/weight-logs', 'weight.list', undefined],
      ['/api/meal-plans', 'mealPlan.list', undefined],
    ];
    for (const [url, path, value] of pairs) {
      const rest = outcome(await t.app.inject({ method: 'GET', url, headers: { cookie } }), 'rest');
      expect(rest.status, url).toBe(200);
      expect(rest, url).toEqual(outcome(await trpcGet(path, value, cookie), 'trpc'));
    }
  });

  it('gives the same answer for a write, apart from what the database makes', async () => {
    const { cookie } = await signUp(t.app);
    const rest = outcome(await t.app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload: entry }), 'rest');
    const trpc = outcome(await trpcPost('foodLog.create', entry, cookie), 'trpc');
    const made = { id: expect.any(Number), createdAt: expect.any(String) };
    expect(rest).toEqual({ status: 200, data: { ...trpc.data, ...made } });
    expect(rest.data).toMatchObject({ ...entry, date: '2026-03-04' });
  });

  it('gives the same errors: 400 naming the field, 401 signed out, 403 and 404', async () => {
    const { cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    const cases: [LightMyRequestResponse, LightMyRequestResponse, number][] = [
      [await t.app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload: { ...entry, calories: -5 } }), await trpcPost('foodLog.create', { ...entry, calories: -5 }, cookie), 400],
      [await t.app.inject({ method: 'GET', url: '/api/daily-progress?date=2026-02-30' , headers: { cookie } }), await trpcGet('foodLog.dailyProgress', { date: '2026-02-30' }, cookie), 400],
      [await t.app.inject({ method: 'GET', url: '/api/daily-progress' }), await trpcGet('foodLog.dailyProgress', {}), 401],
      [await t.app.inject({ method: 'POST', url: '/api/food-logs', payload: entry }), await trpcPost('foodLog.create', entry), 401],
      [await t.app.inject({ method: 'GET', url: `/api/food-logs/${other.id}`, headers: { cookie } }), await trpcGet('foodLog.list', { userId: other.id }, cookie), 403],
      [await t.app.inject({ method: 'DELETE', url: '/api/food-logs/2000000000', headers: { cookie } }), await trpcPost('foodLog.remove', { id: 2_000_000_000 }, cookie), 404],
    ];
    for (const [restRes, trpcRes, status] of cases) {
      const rest = outcome(restRes, 'rest');
      expect(rest.status).toBe(status);
      expect(rest).toEqual(outcome(trpcRes, 'trpc'));
    }
    const [invalid] = cases[0]!;
    expect(invalid.json().issues).toEqual([{ path: 'calories', message: expect.any(String) }]);
    expect(invalid.json().message).toMatch(/calories/i);
  });

  it('stores nothing when the input is refused', async () => {
    const { cookie } = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload: { ...entry, mealType: 'brunch' } });
    await trpcPost('foodLog.create', { ...entry, mealType: 'brunch' }, cookie);
    expect((await t.app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie } })).json()).toEqual([]);
  });
});

describe('tRPC over HTTP', () => {
  const batch = (paths: string, inputs: unknown) => `/api/trpc/${paths}?batch=1&input=${input(inputs)}`;

  it('answers a batch of queries in one response, each with its own result', async () => {
    const { cookie, email } = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: batch('user.me,foodLog.dailyProgress', { 1: { date: '2026-01-02' } }), headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const [me, day] = res.json();
    expect(me.result.data.email).toBe(email);
    expect(day.result.data).toMatchObject({ date: '2026-01-02', macros: { calories: 0 } });
  });

  it('gives a batch with one failing call status 207, and that call its error naming the field', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: batch('user.me,foodLog.dailyProgress', { 1: { date: 'not a date' } }), headers: { cookie } });
    expect(res.statusCode).toBe(207);
    const [me, day] = res.json();
    expect(me.result.data.id).toBeDefined();
    expect(day.error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, path: 'foodLog.dailyProgress' });
    expect(day.error.data.issues[0].path).toBe('date');
  });

  it('runs mutations posted as JSON, alone and batched', async () => {
    const { cookie } = await signUp(t.app);
    const headers = { cookie, 'content-type': 'application/json' };
    const one = await t.app.inject({ method: 'POST', url: '/api/trpc/weight.create', headers, payload: { weight: 81, date: '2026-01-02' } });
    expect(one.statusCode).toBe(200);
    const two = await t.app.inject({ method: 'POST', url: '/api/trpc/weight.create,weight.create?batch=1', headers, payload: { 0: { weight: 80.5, date: '2026-01-03' }, 1: { weight: 80, date: '2026-01-04' } } });
    expect(two.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/trpc/weight.list', headers: { cookie } });
    expect(list.json().result.data.map((w: { weight: number }) => w.weight).sort()).toEqual([80, 80.5, 81]);
  });

  it('streams a batch asked for as JSON lines', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: batch('user.me', { 0: null }), headers: { cookie, 'trpc-accept': 'application/jsonl' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\n').length).toBeGreaterThan(1);
  });

  it('refuses a query sent as POST and a mutation sent as GET with 405, and an unknown procedure with 404', async () => {
    const { cookie } = await signUp(t.app);
    const post = await t.app.inject({ method: 'POST', url: '/api/trpc/user.me', headers: { cookie, 'content-type': 'application/json' }, payload: {} });
    expect([post.statusCode, post.json().error.data.code]).toEqual([405, 'METHOD_NOT_SUPPORTED']);
    const get = await t.app.inject({ method: 'GET', url: '/api/trpc/weight.create', headers: { cookie } });
    expect([get.statusCode, get.json().error.data.code]).toEqual([405, 'METHOD_NOT_SUPPORTED']);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/trpc/user.nothing', headers: { cookie } });
    expect([unknown.statusCode, unknown.json().error.data.code]).toEqual([404, 'NOT_FOUND']);
    const unreadable = await t.app.inject({ method: 'GET', url: '/api/trpc/foodLog.dailyProgress?input=%7Bnope', headers: { cookie } });
    expect(unreadable.statusCode).toBe(400);
  });
});

describe('tRPC answers on the wire', () => {
  it('sends a JSON answer whole, with its length, and an error with its status', async () => {
    const { cookie } = await signUp(t.app);
    const ok = await trpcGet('foodLog.dailyProgress', { date: '2026-01-02' }, cookie);
    expect([ok.statusCode, ok.headers['content-type'], ok.headers['content-length']]).toEqual([200, 'application/json', String(ok.rawPayload.length)]);
    expect(ok.headers['transfer-encoding']).toBeUndefined();
    const refused = await trpcGet('foodLog.dailyProgress', { date: '2026-01-02' });
    expect([refused.statusCode, refused.headers['content-length']]).toEqual([401, String(refused.rawPayload.length)]);
    expect(refused.json().error.data.code).toBe('UNAUTHORIZED');
  });
});
