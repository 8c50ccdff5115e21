import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessionCookie, signUp, uniqueEmail, useTestApp } from '../test/app.ts';
import { banana, rowCounts } from '../test/owned-data.ts';

const t = useTestApp();

async function tokenFor(app: FastifyInstance, cookie: string, scopes?: string[]): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/tokens', headers: { cookie }, payload: { name: 'script', ...(scopes ? { scopes } : {}) } });
  expect(res.statusCode).toBe(201);
  return res.json().token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('API token scopes', () => {
  it('never lets a token mint tokens, change the password, sign out everywhere or delete the account', async () => {
    const { cookie, password } = await signUp(t.app);
    const token = await tokenFor(t.app, cookie, ['read', 'log']);
    const before = await rowCounts(t.database.db);
    const attempts = [
      { method: 'POST', url: '/api/auth/tokens', payload: { name: 'more' } },
      { method: 'GET', url: '/api/auth/tokens' },
      { method: 'DELETE', url: '/api/auth/tokens/1' },
      { method: 'PUT', url: '/api/auth/password', payload: { currentPassword: password, newPassword: 'a brand new passphrase' } },
      { method: 'POST', url: '/api/auth/logout-all' },
      { method: 'DELETE', url: '/api/auth/account' },
      { method: 'PUT', url: '/api/auth/profile', payload: { firstName: 'Mallory' } },
      { method: 'POST', url: '/api/import', payload: { format: 'mfp-csv', content: 'x' } },
      { method: 'POST', url: '/api/trpc/user.createToken', payload: { name: 'more' } },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: bearer(token) });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
    }
    expect(await rowCounts(t.database.db)).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('lets a read token read but not log, and a log token log food and weight', async () => {
    const { cookie } = await signUp(t.app);
    const reader = await tokenFor(t.app, cookie, ['read']);
    expect((await t.app.inject({ method: 'GET', url: '/api/food-logs', headers: bearer(reader) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/daily-progress', headers: bearer(reader) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/food-logs', headers: bearer(reader), payload: banana })).statusCode).toBe(403);

    const logger = await tokenFor(t.app, cookie, ['log']);
    expect((await t.app.inject({ method: 'POST', url: '/api/food-logs', headers: bearer(logger), payload: banana })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/weight-logs', headers: bearer(logger), payload: { weight: 80, date: '2026-01-05' } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/food-logs', headers: bearer(logger) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/meal-plans', headers: bearer(logger), payload: { preferences: { days: 1 } } })).statusCode).toBe(403);
  });

  it('lists each token with its scopes and refuses unknown ones', async () => {
    const { cookie } = await signUp(t.app);
    await tokenFor(t.app, cookie, ['read']);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/tokens', headers: { cookie } })).json()[0].scopes).toEqual(['read']);
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/tokens', headers: { cookie }, payload: { name: 'x', scopes: ['admin'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toMatch(/^scopes/);
  });
});

describe('password change and sign out everywhere', () => {
  it('changes the password with the current one, signs out the other sessions and keeps this one', async () => {
    const { email, password, cookie } = await signUp(t.app);
    const other = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } }));
    const wrong = await t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: { cookie }, payload: { currentPassword: 'not it at all', newPassword: 'a brand new passphrase' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toContainEqual({ path: 'currentPassword', message: 'Current password is incorrect' });

    const changed = await t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: { cookie }, payload: { currentPassword: password, newPassword: 'a brand new passphrase' } });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: other } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'a brand new passphrase' } })).statusCode).toBe(200);
  });

  it('signs out every session, this one included', async () => {
    const { email, password, cookie } = await signUp(t.app);
    const other = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } }));
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    for (const c of [cookie, other]) expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: c } })).statusCode).toBe(401);
  });
});

describe('common passwords', () => {
  it('refuses one of the most common passwords at sign-up and at change, naming the field', async () => {
    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: 'password1' } });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().issues).toContainEqual({ path: 'password', message: expect.stringMatching(/too common/) });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: uniqueEmail(), password: 'Qwertyuiop' } })).statusCode).toBe(400);

    const { cookie, password } = await signUp(t.app);
    const change = await t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: { cookie }, payload: { currentPassword: password, newPassword: 'iloveyou' } });
    expect(change.statusCode).toBe(400);
    expect(change.json().issues).toContainEqual({ path: 'newPassword', message: expect.stringMatching(/too common/) });
  });
});
