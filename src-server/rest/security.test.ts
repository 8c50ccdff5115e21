import { describe, expect, it } from 'vitest';
import { signUp, uniqueEmail, useTestApp } from '../test/app.ts';
import { banana, rowCounts } from '../test/owned-data.ts';

const t = useTestApp();

describe('security headers', () => {
  it('sends CSP, nosniff, frame-ancestors none and a strict referrer policy on every response', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/auth/user']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('origin check', () => {
  it('refuses a state-changing request from another site with 403 and changes nothing', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: { cookie, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    const viaReferer = await t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: { cookie, referer: 'https://evil.example/page' } });
    expect(viaReferer.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('refuses a cross-site POST to a percent-encoded API path and stores nothing', async () => {
    const { cookie } = await signUp(t.app);
    const before = await rowCounts(t.database.db);
    const res = await t.app.inject({ method: 'POST', url: '/%61pi/food-logs', headers: { cookie, origin: 'https://evil.example' }, payload: banana });
    expect(res.statusCode).toBe(403);
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('does not sign out on a cross-site text/plain POST to a percent-encoded logout path', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/logout',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('accepts the same origin (outside production without PUBLIC_ORIGIN, this machine on PORT)', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: 'http://localhost:3000' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('refuses an oversized body with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
  });

  it('formats tRPC validation errors with the field issues', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/trpc/user.register', payload: { email: 'nope', password: 'long enough pw' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.message).toBe('email: Valid email is required');
    expect(body.error.data.issues).toContainEqual(expect.objectContaining({ path: 'email', message: 'Valid email is required' }));
    expect(body.error.data.stack).toBeUndefined();
  });
});

describe('health', () => {
  it('reports the database as ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('per-user API limit', () => {
  const limited = useTestApp({ RATE_LIMIT_API_PER_MIN: '5' });

  it('answers 429 with Retry-After past the per-minute budget, for that user only', async () => {
    const { cookie } = await signUp(limited.app);
    const other = await signUp(limited.app);
    // Onboarding in signUp spent one request of the minute.
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await limited.app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie } })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    const res = await limited.app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie } });
    expect(res.json().message).toBe('Too many requests: the limit is 5 per minute. Please wait a moment and try again.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await limited.app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie: other.cookie } })).statusCode).toBe(200);
  });

  it('counts a tRPC batch once per HTTP request, not once per procedure', async () => {
    const { cookie } = await signUp(limited.app);
    const paths = Array(4).fill('foodLog.list').join(',');
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: {}, 2: {}, 3: {} }));
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await limited.app.inject({ method: 'GET', url: `/api/trpc/${paths}?batch=1&input=${input}`, headers: { cookie } })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200]);
  });
});
