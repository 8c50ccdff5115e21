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
