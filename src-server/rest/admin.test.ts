import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { signUp, testEnv, uniqueEmail, useTestApp } from '../test/app.ts';

const t = useTestApp();

type User = Awaited<ReturnType<typeof signUp>>;
const as = (user: User | undefined, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, payload });
const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { password: 'correct horse battery', ...payload } });
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const setMode = (mode: string) => as(admin, 'PUT', '/api/admin/signup-mode', { mode });

let admin: User;
let member: User;
beforeAll(async () => {
  // This file's database starts empty: its first account is the instance's admin.
  admin = await signUp(t.app);
  member = await signUp(t.app);
});

describe('the instance admin', () => {
  it('is the first account; later ones are members', async () => {
    expect((await as(admin, 'GET', '/api/auth/user')).json().role).toBe('admin');
    expect((await as(member, 'GET', '/api/auth/user')).json().role).toBe('member');
    const users = (await as(admin, 'GET', '/api/admin/users')).json();
    expect(users.slice(0, 2)).toEqual([
      expect.objectContaining({ id: admin.id, email: admin.email, role: 'admin', disabled: false, hasPassword: true }),
      expect.objectContaining({ id: member.id, role: 'member' }),
    ]);
  });

  it('refuses every admin call to a member (403) and to a stranger (401), and nothing changes', async () => {
    const calls: ['GET' | 'PUT' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/signup-mode', { mode: 'closed' }],
      ['GET', '/api/admin/users'],
      ['PUT', `/api/admin/users/${admin.id}/disabled`, { disabled: true }],
      ['DELETE', `/api/admin/users/${admin.id}`],
      ['POST', `/api/admin/users/${admin.id}/reset-link`],
      ['GET', '/api/admin/invites'],
      ['POST', '/api/admin/invites', {}],
      ['DELETE', '/api/admin/invites/1'],
    ];
    for (const [method, url, payload] of calls) {
      const refused = await as(member, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe('Only the administrator of this instance can do this');
      expect((await as(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await as(admin, 'GET', '/api/admin/settings')).json()).toEqual({ signupMode: 'open', emailConfigured: false });
    expect((await as(admin, 'GET', '/api/auth/user')).statusCode).toBe(200);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const mode = await setMode('sometimes');
    expect(mode.statusCode).toBe(400);
    expect(mode.json().issues).toEqual([{ path: 'mode', message: 'Sign-up mode must be one of: open, invite, closed' }]);
    const id = await as(admin, 'PUT', '/api/admin/users/not-a-user/disabled', { disabled: true });
    expect(id.statusCode).toBe(400);
    expect(id.json().issues[0].path).toBe('userId');
    const flag = await as(admin, 'PUT', `/api/admin/users/${member.id}/disabled`, { disabled: 'yes' });
    expect(flag.json().issues).toEqual([{ path: 'disabled', message: 'Disabled must be true or false' }]);
    const days = await as(admin, 'POST', '/api/admin/invites', { expiresInDays: 90 });
    expect(days.json().issues).toEqual([{ path: 'expiresInDays', message: 'Days must be between 1 and 30' }]);
    expect((await as(admin, 'DELETE', `/api/admin/users/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('cannot disable or delete their own account from the admin screen', async () => {
    expect((await as(admin, 'PUT', `/api/admin/users/${admin.id}/disabled`, { disabled: true })).statusCode).toBe(403);
    expect((await as(admin, 'DELETE', `/api/admin/users/${admin.id}`)).statusCode).toBe(403);
    expect((await as(admin, 'GET', '/api/auth/user')).statusCode).toBe(200);
  });

  it('disables an account: its sessions and API tokens stop at once, it cannot sign in, and enabling restores sign-in', async () => {
    const user = await signUp(t.app);
    const token = (await as(user, 'POST', '/api/auth/tokens', { name: 'script' })).json().token;
    expect((await as(admin, 'PUT', `/api/admin/users/${user.id}/disabled`, { disabled: true })).statusCode).toBe(200);
    expect((await as(user, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/weight-logs', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This account is disabled; ask the administrator of this instance');
    expect(login.cookies.find((c) => c.name === 'platewise_session')).toBeUndefined();
    expect((await as(admin, 'GET', '/api/admin/users')).json().find((u: { id: string }) => u.id === user.id).disabled).toBe(true);

    await as(admin, 'PUT', `/api/admin/users/${user.id}/disabled`, { disabled: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })).statusCode).toBe(200);
  });

  it('deletes an account with its data', async () => {
    const user = await signUp(t.app);
    await as(user, 'POST', '/api/weight-logs', { weight: 70 });
    expect((await as(admin, 'DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(200);
    expect((await as(user, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect(await t.database.db.selectFrom('weight_logs').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await as(admin, 'DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(404);
  });
});

describe('one-time password-reset links from the admin', () => {
  it('sets a new password once, ends the sessions, and the link then stops working', async () => {
    const user = await signUp(t.app);
    const made = await as(admin, 'POST', `/api/admin/users/${user.id}/reset-link`);
    expect(made.statusCode).toBe(201);
    expect(made.json().url).toMatch(/^http:\/\/localhost(:\d+)?\/reset-password\?token=[a-z2-7]{32}$/);
    const token = tokenOf(made.json().url);
    // Only the hash is stored.
    expect(await t.database.db.selectFrom('password_resets').select('token_hash').where('token_hash', '=', token).execute()).toEqual([]);

    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'a brand new phrase' } });
    expect(reset.statusCode).toBe(200);
    expect((await as(user, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'a brand new phrase' } })).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'yet another phrase' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().issues).toEqual([{ path: 'token', message: 'This reset link has expired or was already used' }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'a brand new phrase' } })).statusCode).toBe(200);
  });

  it('refuses an expired link, a made-up one, and a weak password, changing nothing', async () => {
    const user = await signUp(t.app);
    const token = tokenOf((await as(admin, 'POST', `/api/admin/users/${user.id}/reset-link`)).json().url);
    const weak = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'password1' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues[0].path).toBe('newPassword');
    await t.database.db.updateTable('password_resets').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.id).execute();
    const expired = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'a brand new phrase' } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This reset link has expired or was already used');
    const madeUp = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'a'.repeat(32), newPassword: 'a brand new phrase' } });
    expect(madeUp.statusCode).toBe(400);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'x', newPassword: 'a brand new phrase' } });
    expect(malformed.json().issues).toEqual([{ path: 'token', message: 'This link is not valid' }]);
    expect((await as(user, 'GET', '/api/auth/user')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })).statusCode).toBe(200);
  });

  it('answers 503 to a forgotten-password request when this instance has no SMTP', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: member.email } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/not set up on this instance/);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({ passwordSignIn: true, signupMode: 'open', oidc: null, passwordReset: false });
  });
});

describe('sign-up modes and invites', () => {
  it('invite-only: sign-up needs an invite, which works once', async () => {
    expect((await setMode('invite')).json()).toEqual({ signupMode: 'invite' });
    try {
      const without = await register({ email: uniqueEmail() });
      expect(without.statusCode).toBe(403);
      expect(without.json().message).toBe('Sign-ups on this instance need an invite link');

      const invite = await as(admin, 'POST', '/api/admin/invites', { expiresInDays: 3 });
      expect(invite.statusCode).toBe(201);
      expect(invite.json().url).toMatch(/\/accept-invite\?token=[a-z2-7]{32}$/);
      expect(Date.parse(invite.json().expiresAt) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
      const token = tokenOf(invite.json().url);
      expect((await t.app.inject({ method: 'GET', url: `/api/auth/invites/check?token=${token}` })).statusCode).toBe(200);

      const email = uniqueEmail();
      const joined = await register({ email, inviteToken: token });
      expect(joined.statusCode).toBe(201);
      expect(joined.json()).toMatchObject({ email, role: 'member' });

      const reused = await register({ email: uniqueEmail(), inviteToken: token });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().issues).toEqual([{ path: 'inviteToken', message: 'This invite link has expired or was already used' }]);
      expect((await t.app.inject({ method: 'GET', url: `/api/auth/invites/check?token=${token}` })).statusCode).toBe(404);
    } finally {
      await setMode('open');
    }
  });

  it('refuses an expired invite, and a taken e-mail leaves the invite unused', async () => {
    await setMode('invite');
    try {
      const token = tokenOf((await as(admin, 'POST', '/api/admin/invites', {})).json().url);
      expect((await register({ email: member.email, inviteToken: token })).statusCode).toBe(409);
      expect((await t.app.inject({ method: 'GET', url: `/api/auth/invites/check?token=${token}` })).statusCode).toBe(200);

      await t.database.db.updateTable('invites').set({ expires_at: new Date(Date.now() - 1000) }).where('used_at', 'is', null).execute();
      const email = uniqueEmail();
      const expired = await register({ email, inviteToken: token });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('This invite link has expired or was already used');
      expect(await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    } finally {
      await setMode('open');
    }
  });

  it('lists open invites and revokes one, which then cannot be used', async () => {
    const token = tokenOf((await as(admin, 'POST', '/api/admin/invites', {})).json().url);
    const [newest] = (await as(admin, 'GET', '/api/admin/invites')).json();
    expect(newest).toEqual({ id: expect.any(Number), expiresAt: expect.any(String), createdAt: expect.any(String) });
    expect((await as(admin, 'DELETE', `/api/admin/invites/${newest.id}`)).statusCode).toBe(200);
    expect((await as(admin, 'DELETE', `/api/admin/invites/${newest.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/invites/check?token=${token}` })).statusCode).toBe(404);
  });

  it('closed: nobody signs up, not even with an invite', async () => {
    const token = tokenOf((await as(admin, 'POST', '/api/admin/invites', {})).json().url);
    await setMode('closed');
    try {
      for (const payload of [{ email: uniqueEmail() }, { email: uniqueEmail(), inviteToken: token }]) {
        const res = await register(payload);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Sign-ups are closed on this instance');
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json().signupMode).toBe('closed');
    } finally {
      await setMode('open');
    }
    expect((await register({ email: uniqueEmail(), inviteToken: token })).statusCode).toBe(201);
  });

  it('is stored in the database, so another instance agrees at once; SIGNUP_MODE is the default until the admin chooses', async () => {
    const other: FastifyInstance = await buildApp({ env: testEnv({ SIGNUP_MODE: 'closed' }), db: t.database.db });
    try {
      await setMode('invite');
      expect((await other.inject({ method: 'GET', url: '/api/auth/config' })).json().signupMode).toBe('invite');
      await t.database.db.deleteFrom('instance_settings').where('name', '=', 'signup_mode').execute();
      expect((await other.inject({ method: 'GET', url: '/api/auth/config' })).json().signupMode).toBe('closed');
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json().signupMode).toBe('open');
    } finally {
      await other.close();
      await setMode('open');
    }
  });
});

describe('password sign-in turned off', () => {
  it('refuses password sign-in, sign-up and resets with a message that points to single sign-on', async () => {
    const env = testEnv({ PASSWORD_SIGNIN: 'false', OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_ID: 'platewise', OIDC_CLIENT_SECRET: 'secret' });
    const other = await buildApp({ env, db: t.database.db });
    try {
      const calls = [
        ['/api/auth/login', { email: member.email, password: member.password }],
        ['/api/auth/register', { email: uniqueEmail(), password: 'correct horse battery' }],
        ['/api/auth/reset-password', { token: 'a'.repeat(32), newPassword: 'correct horse battery' }],
      ] as const;
      for (const [url, payload] of calls) {
        const res = await other.inject({ method: 'POST', url, payload });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message).toBe('Password sign-in is turned off on this instance; use single sign-on');
      }
      expect((await other.inject({ method: 'GET', url: '/api/auth/config' })).json()).toMatchObject({ passwordSignIn: false, oidc: { label: 'Sign in with single sign-on' }, passwordReset: false });
    } finally {
      await other.close();
    }
  });
});
