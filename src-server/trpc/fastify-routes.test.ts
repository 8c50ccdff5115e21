import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('tRPC over HTTP', () => {
  it('sends a JSON answer whole, with its length', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/trpc/foodLog.dailyProgress?input=${input({ date: '2026-01-02' })}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(res.json().result.data).toMatchObject({ date: '2026-01-02', macros: { calories: 0 } });
  });

  it('sends errors the same way, with their status', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/trpc/foodLog.dailyProgress?input=${input({ date: '2026-01-02' })}` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.json().error).toMatchObject({ message: 'Please sign in to continue', data: { code: 'UNAUTHORIZED' } });
  });

  it('still streams a batch asked for as JSON lines', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/trpc/user.me?batch=1&input=${input({ 0: null })}`,
      headers: { cookie, 'trpc-accept': 'application/jsonl' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.body.trim().split('\n').length).toBeGreaterThan(1);
  });
});

describe('tRPC calls answered as JSON', () => {
  const batch = (paths: string, inputs: unknown) => `/api/trpc/${paths}?batch=1&input=${input(inputs)}`;

  it('answers a batch of queries in one response, each with its own result', async () => {
    const { cookie, email } = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: batch('user.me,foodLog.dailyProgress', { 1: { date: '2026-01-02' } }), headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('trpc-accept, accept');
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

  it('refuses a query sent as POST, a mutation sent as GET and unknown procedures as tRPC does', async () => {
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
