import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail, useTestApp, type TestContext } from '../test/app.ts';
import { startOidcProvider } from '../test/oidc-provider.ts';
import { startSmtpCapture } from '../test/smtp-capture.ts';

// Outside production without PUBLIC_ORIGIN, the public origin is this machine on PORT (3000).
const LOCAL = 'http://localhost:3000';
const PUBLIC = 'https://platewise.example.org';
const smtp = await startSmtpCapture();
const provider = await startOidcProvider(`${LOCAL}/api/auth/oidc/callback`);
afterAll(() => Promise.all([smtp.close(), provider.close()]));
const mail = { SMTP_URL: smtp.url, SMTP_FROM: 'Platewise <platewise@example.org>' };

const dev = useTestApp({ ...mail, OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret });
const prod = useTestApp({ ...mail, NODE_ENV: 'production', PUBLIC_ORIGIN: PUBLIC, ALLOWED_HOSTS: 'platewise.lan' });

const password = 'correct horse battery';
const post = (t: TestContext, url: string, payload: object, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload, headers });
const hasUser = async (t: TestContext, email: string) => (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;

describe('links that leave the request', () => {
  // The first account of the instance is its admin.
  let admin: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    admin = await signUp(dev.app);
  });

  it('e-mails a reset link at the public origin when the request names another Host', async () => {
    const user = await signUp(dev.app);
    expect((await post(dev, '/api/auth/forgot-password', { email: user.email }, { host: 'evil.example' })).statusCode).toBe(200);
    const { text } = await smtp.waitFor(user.email);
    expect(text).toMatch(new RegExp(`${LOCAL}/reset-password\\?token=[a-z2-7]{32}`));
    expect(text).not.toContain('evil.example');
  });

  it('gives the OpenID provider the public redirect URI when the request names another Host', async () => {
    const start = await dev.app.inject({ method: 'GET', url: '/api/auth/oidc/start', headers: { host: 'evil.example' } });
    expect(start.statusCode).toBe(302);
    expect(new URL(start.headers.location as string).searchParams.get('redirect_uri')).toBe(`${LOCAL}/api/auth/oidc/callback`);
  });

  it("puts the admin's invite and reset links at the public origin when the request names another Host", async () => {
    const headers = { host: 'evil.example', cookie: admin.cookie };
    const invite = await post(dev, '/api/admin/invites', {}, headers);
    expect(invite.json().url).toMatch(new RegExp(`^${LOCAL}/accept-invite\\?token=`));
    const other = await signUp(dev.app);
    const reset = await post(dev, `/api/admin/users/${other.id}/reset-link`, {}, headers);
    expect(reset.json().url).toMatch(new RegExp(`^${LOCAL}/reset-password\\?token=`));
  });
});

describe('the same-origin check outside production', () => {
  it('refuses signed-out sign-up, sign-in and reset from a rebound DNS name (Origin and Host evil.example), storing and sending nothing', async () => {
    const user = await signUp(dev.app);
    const rebound = { host: 'evil.example', origin: 'http://evil.example' };
    const stranger = uniqueEmail();
    expect((await post(dev, '/api/auth/register', { email: stranger, password }, rebound)).statusCode).toBe(403);
    expect((await post(dev, '/api/trpc/user.register', { email: stranger, password }, rebound)).statusCode).toBe(403);
    expect((await post(dev, '/api/auth/login', { email: user.email, password }, rebound)).statusCode).toBe(403);
    expect((await post(dev, '/api/auth/forgot-password', { email: user.email }, { host: 'evil.example', referer: 'http://evil.example/x' })).statusCode).toBe(403);
    expect(await hasUser(dev, stranger)).toBe(false);
    await expect(smtp.waitFor(user.email, 500)).rejects.toThrow('no mail');
  });

  it("accepts this machine's loopback origins on PORT, so the development server works at localhost and 127.0.0.1", async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      expect((await post(dev, '/api/auth/register', { email: uniqueEmail(), password }, { origin, host: 'evil.example' })).statusCode).toBe(201);
    }
    expect((await post(dev, '/api/auth/register', { email: uniqueEmail(), password }, { origin: 'http://127.0.0.1:4000' })).statusCode).toBe(403);
  });
});

describe('in production', () => {
  const own = { host: 'platewise.example.org', origin: PUBLIC };

  it('refuses a request for another host name with 421 before any route runs, and sends no mail', async () => {
    const email = uniqueEmail();
    expect((await post(prod, '/api/auth/register', { email, password }, own)).statusCode).toBe(201);
    const misdirected = await post(prod, '/api/auth/forgot-password', { email }, { host: 'evil.example' });
    expect(misdirected.statusCode).toBe(421);
    expect(misdirected.json()).toEqual({ code: 'MISDIRECTED_REQUEST', message: 'This server does not answer to that host name', issues: [] });
    expect((await prod.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { host: 'evil.example' } })).statusCode).toBe(421);
    await expect(smtp.waitFor(email, 500)).rejects.toThrow('no mail');

    expect((await post(prod, '/api/auth/forgot-password', { email }, own)).statusCode).toBe(200);
    expect((await smtp.waitFor(email)).text).toMatch(new RegExp(`${PUBLIC}/reset-password\\?token=[a-z2-7]{32}`));
  });

  it('answers /api/health on any Host, as container and load-balancer checks ask for it, and nothing else there', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'evil.example']) {
      const health = await prod.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', db: 'ok' });
      expect((await prod.app.inject({ method: 'GET', url: '/api/auth/config', headers: { host } })).statusCode).toBe(421);
    }
  });

  it('refuses a sign-up from a rebound DNS name (Origin and Host evil.example) and stores nothing', async () => {
    const email = uniqueEmail();
    expect((await post(prod, '/api/auth/register', { email, password }, { host: 'evil.example', origin: 'http://evil.example' })).statusCode).toBe(421);
    expect(await hasUser(prod, email)).toBe(false);
  });

  it('answers at an ALLOWED_HOSTS name and takes its origin as its own, but not loopback origins', async () => {
    const email = uniqueEmail();
    expect((await post(prod, '/api/auth/register', { email, password }, { host: 'platewise.lan:3000', origin: 'http://platewise.lan:3000' })).statusCode).toBe(201);
    expect((await post(prod, '/api/auth/login', { email, password }, { host: 'platewise.example.org', origin: 'http://127.0.0.1:3000' })).statusCode).toBe(403);
  });
});
