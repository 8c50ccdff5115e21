import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail, useTestApp } from '../test/app.ts';
import { authorizeAtProvider, startOidcProvider } from '../test/oidc-provider.ts';
import { hashSecret } from '../services/auth/tokens.ts';

const ORIGIN = 'http://platewise.test';
const CALLBACK = `${ORIGIN}/api/auth/oidc/callback`;
const provider = await startOidcProvider(CALLBACK);
afterAll(() => provider.close());
const t = useTestApp({
  PUBLIC_ORIGIN: ORIGIN,
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
  OIDC_BUTTON_LABEL: 'Sign in with Family ID',
  OIDC_ALLOW_SIGNUP: 'true',
});

const flowCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'platewise_oidc')!;

/** Starts at the app, signs in at the provider as `login`; returns the callback URL and the flow cookie. */
async function throughProvider(login: string, startUrl = '/api/auth/oidc/start') {
  const start = await t.app.inject({ method: 'GET', url: startUrl });
  expect(start.statusCode).toBe(302);
  const cookie = flowCookieOf(start);
  const back = start.cookies.find((c) => c.name === 'platewise_oidc_return' && c.value);
  const callback = await authorizeAtProvider(start.headers.location as string, login, CALLBACK);
  const flowCookie = `platewise_oidc=${cookie.value}${back ? `; platewise_oidc_return=${encodeURIComponent(back.value)}` : ''}`;
  return { callback: new URL(callback), flowCookie, flowId: cookie.value };
}

const finish = (callback: URL, flowCookie?: string) =>
  t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: flowCookie ? { cookie: flowCookie } : {} });
const sessionOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'platewise_session' && c.value);
const userCount = async () => Number((await t.database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

function expectRefused(res: LightMyRequestResponse, reason: string) {
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`/auth?signInError=${reason}`);
  expect(sessionOf(res)).toBeUndefined();
}

describe('OpenID Connect sign-in', () => {
  it('shows the button on the sign-in screen through the public config', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json();
    expect(config).toMatchObject({ passwordSignIn: true, oidc: { label: 'Sign in with Family ID' } });
  });

  it('sends the browser to the provider with PKCE, state and nonce, in a short-lived HttpOnly cookie', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const url = new URL(start.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const name of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{32,}$/);
    expect(flowCookieOf(start)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oidc', maxAge: 600 });
    // The database keeps the flow under the cookie's hash, never the cookie itself.
    const stored = await t.database.db.selectFrom('oidc_flows').select(['id', 'state']).where('state', '=', url.searchParams.get('state')!).executeTakeFirstOrThrow();
    expect(stored.id).toBe(hashSecret(flowCookieOf(start).value));
  });

  it('creates an account for a new verified e-mail and signs in; the same person signs in again to the same account', async () => {
    const email = uniqueEmail('sso');
    provider.addAccount('ada', { email, email_verified: true, given_name: 'Ada' });
    const { callback, flowCookie } = await throughProvider('ada');
    const res = await finish(callback, flowCookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const cookie = `platewise_session=${sessionOf(res)!.value}`;
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();
    expect(me).toMatchObject({ email, firstName: 'Ada' });

    const second = await throughProvider('ada');
    const again = await finish(second.callback, second.flowCookie);
    const meAgain = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `platewise_session=${sessionOf(again)!.value}` } })).json();
    expect(meAgain.id).toBe(me.id);
  });

  it('returns to the screen a deep link asked for, and only to a path inside the app', async () => {
    provider.addAccount('grace', { email: uniqueEmail('sso'), email_verified: true });
    const deep = await throughProvider('grace', `/api/auth/oidc/start?redirect=${encodeURIComponent('/food-log?date=2026-01-02')}`);
    expect((await finish(deep.callback, deep.flowCookie)).headers.location).toBe('/food-log?date=2026-01-02');
    const away = await throughProvider('grace', `/api/auth/oidc/start?redirect=${encodeURIComponent('//evil.example/x')}`);
    expect((await finish(away.callback, away.flowCookie)).headers.location).toBe('/');
    const forged = await throughProvider('grace');
    expect((await finish(forged.callback, `${forged.flowCookie}; platewise_oidc_return=https%3A%2F%2Fevil.example`)).headers.location).toBe('/');
  });

  it('links to an existing password account with the same verified e-mail', async () => {
    const existing = await signUp(t.app);
    provider.addAccount('bob', { email: existing.email.toUpperCase(), email_verified: true });
    const before = await userCount();
    const { callback, flowCookie } = await throughProvider('bob');
    const res = await finish(callback, flowCookie);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `platewise_session=${sessionOf(res)!.value}` } })).json();
    expect(me.id).toBe(existing.id);
    expect(await userCount()).toBe(before);
  });

  it('refuses an unverified e-mail, without touching the account of that address', async () => {
    const existing = await signUp(t.app);
    provider.addAccount('eve', { email: existing.email, email_verified: false });
    const before = await userCount();
    const { callback, flowCookie } = await throughProvider('eve');
    expectRefused(await finish(callback, flowCookie), 'unverified');
    expect(await userCount()).toBe(before);
  });

  it('refuses a wrong state, a wrong nonce and a missing flow cookie', async () => {
    provider.addAccount('carol', { email: uniqueEmail('carol'), email_verified: true });
    const before = await userCount();

    const wrongState = await throughProvider('carol');
    wrongState.callback.searchParams.set('state', 'forged-state-value-forged-state-value');
    expectRefused(await finish(wrongState.callback, wrongState.flowCookie), 'rejected');

    const wrongNonce = await throughProvider('carol');
    await t.database.db.updateTable('oidc_flows').set({ nonce: 'a-nonce-this-flow-never-sent-a-nonce' }).where('id', '=', hashSecret(wrongNonce.flowId)).execute();
    expectRefused(await finish(wrongNonce.callback, wrongNonce.flowCookie), 'rejected');

    const noCookie = await throughProvider('carol');
    expectRefused(await finish(noCookie.callback), 'expired');
    expect(await userCount()).toBe(before);
  });

  it('refuses a replayed code, whether its flow is gone or made to live again', async () => {
    provider.addAccount('dan', { email: uniqueEmail('dan'), email_verified: true });
    const { callback, flowCookie, flowId } = await throughProvider('dan');
    const flow = await t.database.db.selectFrom('oidc_flows').selectAll().where('id', '=', hashSecret(flowId)).executeTakeFirstOrThrow();
    expect(sessionOf(await finish(callback, flowCookie))).toBeDefined();
    // The flow was used up: the same callback again finds none.
    expectRefused(await finish(callback, flowCookie), 'expired');
    // Even with the flow's secrets put back, the provider will not redeem the code a second time.
    await t.database.db.insertInto('oidc_flows').values(flow).execute();
    expectRefused(await finish(callback, flowCookie), 'rejected');
  });

  it('refuses a disabled account, and a new e-mail once sign-ups are closed', async () => {
    const user = await signUp(t.app);
    await t.database.db.updateTable('users').set({ disabled_at: new Date() }).where('id', '=', user.id).execute();
    provider.addAccount('frank', { email: user.email, email_verified: true });
    const disabled = await throughProvider('frank');
    expectRefused(await finish(disabled.callback, disabled.flowCookie), 'disabled');

    await t.database.db.insertInto('instance_settings').values({ name: 'signup_mode', value: 'closed' }).execute();
    try {
      provider.addAccount('gina', { email: uniqueEmail('gina'), email_verified: true });
      const before = await userCount();
      const closed = await throughProvider('gina');
      expectRefused(await finish(closed.callback, closed.flowCookie), 'no-account');
      expect(await userCount()).toBe(before);
    } finally {
      await t.database.db.deleteFrom('instance_settings').execute();
    }
  });
});

describe('without OpenID Connect configured', () => {
  it('has no button and answers 404 on its routes', async () => {
    const { buildApp } = await import('../app.ts');
    const { testEnv } = await import('../test/app.ts');
    const plain = await buildApp({ env: testEnv(), db: t.database.db });
    try {
      expect((await plain.inject({ method: 'GET', url: '/api/auth/config' })).json().oidc).toBeNull();
      expect((await plain.inject({ method: 'GET', url: '/api/auth/oidc/start' })).statusCode).toBe(404);
      expect((await plain.inject({ method: 'GET', url: '/api/auth/oidc/callback?code=x&state=y' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
