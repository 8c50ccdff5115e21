import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { LINK_EMAILS_PER_ACCOUNT_PER_HOUR } from '../services/auth/link-mail-budget.ts';
import { FIRST_DELAY_MS, LOGIN_LIMITS } from '../services/auth/login-throttle.ts';
import { sessionCookie, signUp, testEnv, uniqueEmail, useTestApp } from '../test/app.ts';
import type * as Passwords from '../services/auth/passwords.ts';
import { openTestDatabase, type TestDatabase } from '../test/database.ts';
import { startSmtpCapture } from '../test/smtp-capture.ts';

// Counts argon2 hashes of new passwords, through the module every caller imports.
const argon2 = vi.hoisted(() => ({ hashes: 0 }));
vi.mock('../services/auth/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    hashPassword: (password: string) => {
      argon2.hashes++;
      return real.hashPassword(password);
    },
  };
});

/** A database that, while closed, keeps back the results of every query on the given tables. */
class TableGate implements KyselyPlugin {
  readonly #tables: ReadonlySet<string>;
  readonly #held = new WeakSet<QueryId>();
  #opened: Promise<void> | null = null;
  #open = () => {};

  constructor(tables: string[]) {
    this.#tables = new Set(tables);
  }

  close() {
    this.#opened = new Promise((resolve) => (this.#open = resolve));
  }

  open() {
    this.#opened = null;
    this.#open();
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.#opened && tablesOf(node).some((table) => this.#tables.has(table))) this.#held.add(queryId);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#held.has(queryId)) await this.#opened;
    return result;
  }
}

function tablesOf(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const found = (node as OperationNode).kind === 'TableNode' ? [(node as { table: { identifier: { name: string } } }).table.identifier.name] : [];
  return [...found, ...Object.values(node).flatMap(tablesOf)];
}

const smtp = await startSmtpCapture();
afterAll(() => smtp.close());
const ORIGIN = 'https://platewise.example.org';
const MAIL = { SMTP_URL: smtp.url, SMTP_FROM: 'Platewise <platewise@example.org>', PUBLIC_ORIGIN: ORIGIN };

const post = (app: FastifyInstance, url: string, payload: object, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, remoteAddress, headers });
const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string, cookie?: string) =>
  post(app, '/api/auth/login', { email, password }, remoteAddress, cookie ? { cookie } : {});
const randomToken = () => Array.from({ length: 32 }, () => 'abcdefghijklmnopqrstuvwxyz234567'[Math.floor(Math.random() * 32)]).join('');
const linkToken = (text: string, path: string) => new RegExp(`${ORIGIN}${path.replace('?', '\\?')}([a-z2-7]{32})`).exec(text)?.[1];

function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);
}

function deviceCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'platewise_device');
  if (!cookie) throw new Error(`no device cookie in response ${res.statusCode}`);
  return `platewise_device=${cookie.value}`;
}

describe('forgot-password answers before anything depends on the address', () => {
  const gate = new TableGate(['users', 'password_resets']);
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ env: testEnv(MAIL), db: database.db.withPlugin(gate) });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    gate.open();
    await app?.close();
    await database?.close();
  });

  it('answers an existing and a missing address alike while the database holds back every read of accounts and reset links', async () => {
    const user = await signUp(app, { onboard: false });
    const missing = uniqueEmail('nobody');
    gate.close();
    try {
      const existing = await within(2_000, post(app, '/api/auth/forgot-password', { email: user.email }));
      const stranger = await within(2_000, post(app, '/api/auth/forgot-password', { email: missing }));
      expect([existing.statusCode, stranger.statusCode]).toEqual([200, 200]);
      expect(existing.body).toBe(stranger.body);
      expect(smtp.mails.filter((mail) => mail.to === user.email)).toEqual([]);
    } finally {
      gate.open();
    }
    expect(linkToken((await smtp.waitFor(user.email)).text, '/reset-password?token=')).toBeDefined();
    await app.outbox!.drain();
    await expect(smtp.waitFor(missing, 300)).rejects.toThrow('no mail');
  });
});

describe('hostile sign-in, reset and token use', () => {
  const t = useTestApp({ ...MAIL, RATE_LIMIT_SIGNUPS_PER_HOUR: '30' });

  it(`e-mails one account at most ${LINK_EMAILS_PER_ACCOUNT_PER_HOUR} reset links an hour, however many addresses ask`, async () => {
    const { email } = await signUp(t.app, { onboard: false });
    for (let i = 0; i < LINK_EMAILS_PER_ACCOUNT_PER_HOUR + 3; i++) {
      expect((await post(t.app, '/api/auth/forgot-password', { email }, `203.0.113.${i + 1}`)).statusCode).toBe(200);
    }
    await t.app.outbox!.drain();
    expect(smtp.mails.filter((mail) => mail.to === email)).toHaveLength(LINK_EMAILS_PER_ACCOUNT_PER_HOUR);
  });

  it('checks a reset token before hashing the new password: 30 random tokens cost no argon2 hash, the 31st try from the address is refused', async () => {
    const before = argon2.hashes;
    for (let i = 0; i < 30; i++) {
      const res = await post(t.app, '/api/auth/reset-password', { token: randomToken(), newPassword: 'a fresh pass phrase' }, '198.51.100.60');
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([expect.objectContaining({ path: 'token', message: 'This reset link has expired or was already used' })]);
    }
    expect(argon2.hashes).toBe(before);
    const refused = await post(t.app, '/api/auth/reset-password', { token: randomToken(), newPassword: 'a fresh pass phrase' }, '198.51.100.60');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many reset links tried from this address. Please wait an hour and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('makes unknown browsers wait a delay that grows with each failure, and lets the owner in once it has passed', async () => {
    const { email, password } = await signUp(t.app, { onboard: false });
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) expect((await login(t.app, email, 'wrong password', `192.0.2.${i + 10}`)).statusCode).toBe(401);
    const first = await login(t.app, email, password, '192.0.2.40');
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(FIRST_DELAY_MS / 1000);
    await new Promise((r) => setTimeout(r, FIRST_DELAY_MS + 100));
    expect((await login(t.app, email, 'wrong password', '192.0.2.41')).statusCode).toBe(401);
    const second = await login(t.app, email, password, '192.0.2.42');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(FIRST_DELAY_MS / 1000);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual((2 * FIRST_DELAY_MS) / 1000);
    await new Promise((r) => setTimeout(r, 2 * FIRST_DELAY_MS + 100));
    expect((await login(t.app, email, password, '192.0.2.43')).statusCode).toBe(200);
  });

  it('lets parallel guesses past the free failures check one password per delay', async () => {
    const { email } = await signUp(t.app, { onboard: false });
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) await login(t.app, email, 'wrong password', `192.0.2.${i + 60}`);
    await new Promise((r) => setTimeout(r, FIRST_DELAY_MS + 100));
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => login(t.app, email, `guess number ${i}`, `198.51.100.${i + 100}`)));
    const codes = burst.map((res) => res.statusCode).sort();
    expect(codes).toEqual([401, ...Array(19).fill(429)]);
  });

  it(`checks at most ${LOGIN_LIMITS.accountPerHour} passwords an hour on one account, even in one burst`, async () => {
    const { email } = await signUp(t.app, { onboard: false });
    const burst = await Promise.all(
      Array.from({ length: LOGIN_LIMITS.accountPerHour + 20 }, (_, i) => login(t.app, email, `guess number ${i}`, `10.77.${Math.floor(i / 4)}.${i % 4}`)),
    );
    const checked = burst.filter((res) => res.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.accountPerHour);
    expect(burst.filter((res) => res.statusCode === 429).length).toBe(burst.length - checked);
  }, 60_000);

  it('lets a throttled owner in with a one-time e-mailed link, which makes the browser a known one', async () => {
    const { email, password, id } = await signUp(t.app, { onboard: false });
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) await login(t.app, email, 'wrong password', `192.0.2.${i + 80}`);
    expect((await login(t.app, email, password, '192.0.2.90')).statusCode).toBe(429);

    const asked = await post(t.app, '/api/auth/sign-in-link', { email }, '192.0.2.90');
    const askedForNobody = await post(t.app, '/api/auth/sign-in-link', { email: uniqueEmail('nobody') }, '192.0.2.90');
    expect([asked.statusCode, askedForNobody.statusCode]).toEqual([200, 200]);
    expect(asked.body).toBe(askedForNobody.body);
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Your Platewise sign-in link');
    const token = linkToken(mail.text, '/auth?signInLink=')!;
    const row = await t.database.db.selectFrom('sign_in_links').select(['expires_at', 'created_at']).where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBeCloseTo(15 * 60_000, -4);

    const used = await post(t.app, '/api/auth/sign-in-link/use', { token }, '192.0.2.90');
    expect(used.statusCode).toBe(200);
    expect(used.json().email).toBe(email);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookie(used) } })).statusCode).toBe(200);
    const again = await post(t.app, '/api/auth/sign-in-link/use', { token }, '192.0.2.91');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This sign-in link has expired or was already used');

    expect((await login(t.app, email, password, '192.0.2.92')).statusCode).toBe(429);
    expect((await login(t.app, email, password, '192.0.2.92', deviceCookie(used))).statusCode).toBe(200);
  });
});

describe('credentials changes end every way in', () => {
  const t = useTestApp(MAIL);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  async function apiToken(cookie: string): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/tokens', headers: { cookie }, payload: { name: 'script' } });
    return res.json().token;
  }
  const readsAs = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).statusCode;

  it('revokes API tokens made before a password change unless asked to keep them, and says so by e-mail', async () => {
    const { email, password, cookie } = await signUp(t.app, { onboard: false });
    const token = await apiToken(cookie);
    const changed = await t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: { cookie }, payload: { currentPassword: password, newPassword: 'a brand new passphrase' } });
    expect(changed.statusCode).toBe(200);
    expect(await readsAs(token)).toBe(401);
    const notice = await smtp.waitFor(email);
    expect(notice.subject).toBe('Your Platewise password was changed');
    expect(notice.text).toContain('Its 1 API token was revoked.');

    const kept = await apiToken(cookie);
    const keeping = { currentPassword: 'a brand new passphrase', newPassword: 'yet another passphrase', keepApiTokens: true };
    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: { cookie }, payload: keeping })).statusCode).toBe(200);
    expect(await readsAs(kept)).toBe(200);
    expect((await smtp.waitFor(email)).text).toContain('Your API tokens were kept, as you asked.');
  });

  it('revokes API tokens made before a password reset, and says so by e-mail', async () => {
    const { email, cookie } = await signUp(t.app, { onboard: false });
    const token = await apiToken(cookie);
    expect((await post(t.app, '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const resetToken = linkToken((await smtp.waitFor(email)).text, '/reset-password?token=')!;
    expect((await post(t.app, '/api/auth/reset-password', { token: resetToken, newPassword: 'a fresh pass phrase' })).statusCode).toBe(200);
    expect(await readsAs(token)).toBe(401);
    const notice = await smtp.waitFor(email);
    expect(notice.subject).toBe('Your Platewise password was reset');
    expect(notice.text).toContain('Its 1 API token was revoked.');
  });

  it('revokes API tokens made before signing out everywhere, and says so by e-mail', async () => {
    const { email, cookie } = await signUp(t.app, { onboard: false });
    const tokens = [await apiToken(cookie), await apiToken(cookie)];
    expect((await post(t.app, '/api/auth/logout-all', {}, '127.0.0.1', { cookie })).statusCode).toBe(200);
    for (const token of tokens) expect(await readsAs(token)).toBe(401);
    const notice = await smtp.waitFor(email);
    expect(notice.subject).toBe('You were signed out of Platewise everywhere');
    expect(notice.text).toContain('Its 2 API tokens were revoked.');
  });

  it('refuses a keepApiTokens that is not true or false, naming the field, and changes nothing', async () => {
    const { password, cookie } = await signUp(t.app, { onboard: false });
    const token = await apiToken(cookie);
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: { cookie }, payload: { currentPassword: password, newPassword: 'a brand new passphrase', keepApiTokens: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'keepApiTokens' })]);
    expect(await readsAs(token)).toBe(200);
  });
});
