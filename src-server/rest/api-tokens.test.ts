import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

describe('personal API tokens', () => {
  it('acts as the user with a bearer token, lists only the prefix, and stops working once revoked', async () => {
    const { cookie, email } = await signUp(t.app);
    const created = await t.app.inject({ method: 'POST', url: '/api/auth/tokens', headers: { cookie }, payload: { name: 'My script' } });
    expect(created.statusCode).toBe(201);
    const { token, info } = created.json();
    expect(token).toMatch(/^pw_[a-z2-7]{32}$/);
    expect(info).toMatchObject({ name: 'My script', prefix: token.slice(0, 10) });

    const list = await t.app.inject({ method: 'GET', url: '/api/auth/tokens', headers: { cookie } });
    expect(list.json()).toEqual([expect.objectContaining({ id: info.id, prefix: token.slice(0, 10) })]);
    expect(list.body).not.toContain(token);

    const asUser = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
    expect(asUser.statusCode).toBe(200);
    expect(asUser.json().email).toBe(email);

    const viaTrpc = await t.app.inject({ method: 'GET', url: '/api/trpc/user.profile', headers: { authorization: `Bearer ${token}` } });
    expect(viaTrpc.json().result.data.email).toBe(email);

    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/auth/tokens/${info.id}`, headers: { cookie } });
    expect(revoked.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
    expect(after.statusCode).toBe(401);
  });

  it("cannot revoke another user's token", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { info, token } = (await t.app.inject({ method: 'POST', url: '/api/auth/tokens', headers: { cookie: owner.cookie }, payload: { name: 'ci' } })).json();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/auth/tokens/${info.id}`, headers: { cookie: other.cookie } });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it('validates the token name and id', async () => {
    const { cookie } = await signUp(t.app);
    const blank = await t.app.inject({ method: 'POST', url: '/api/auth/tokens', headers: { cookie }, payload: { name: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toContainEqual({ path: 'name', message: 'Token name is required' });
    const badId = await t.app.inject({ method: 'DELETE', url: '/api/auth/tokens/abc', headers: { cookie } });
    expect(badId.statusCode).toBe(400);
  });

  it('refuses an unknown bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: 'Bearer pw_notarealtoken' } });
    expect(res.statusCode).toBe(401);
  });
});
