import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../services/auth/login-throttle.ts';
import { signUp, uniqueEmail, useTestApp } from '../test/app.ts';

const t = useTestApp();

function deviceCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'platewise_device');
  if (!cookie) throw new Error(`no device cookie in response ${res.statusCode}`);
  return `platewise_device=${cookie.value}`;
}

const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, headers: cookie ? { cookie } : {} });

describe('sign-in throttling that cannot lock the owner out', () => {
  it('lets the owner in from a browser that signed in before while 50 wrong passwords from 10 addresses throttle unknown browsers', async () => {
    const { email, password } = await signUp(t.app);
    const device = deviceCookie(await login(t.app, email, password, '192.0.2.1'));
    for (let address = 0; address < 10; address++) {
      for (let i = 0; i < 5; i++) {
        const res = await login(t.app, email, 'wrong password', `198.51.100.${address + 10}`);
        expect([401, 429]).toContain(res.statusCode);
      }
    }
    const stranger = await login(t.app, email, password, '203.0.113.77');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe('Too many failed sign-in attempts. Please wait 1 minute and try again.');
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await login(t.app, email, password, '203.0.113.78', device);
    expect(owner.statusCode).toBe(200);
  });

  it('gives a known browser its own failure budget; once spent it is a stranger again, and other known browsers are untouched', async () => {
    const { email, password } = await signUp(t.app);
    const first = deviceCookie(await login(t.app, email, password, '192.0.2.2'));
    const second = deviceCookie(await login(t.app, email, password, '192.0.2.3'));
    for (let i = 0; i < LOGIN_LIMITS.device + LOGIN_LIMITS.freeFailures; i++) {
      expect((await login(t.app, email, 'wrong password', '192.0.2.2', first)).statusCode).toBe(401);
    }
    expect((await login(t.app, email, password, '192.0.2.2', first)).statusCode).toBe(429);
    expect((await login(t.app, email, password, '192.0.2.3', second)).statusCode).toBe(200);
  });

  it('ignores a device cookie issued for another account, or tampered with', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const device = deviceCookie(await login(t.app, other.email, other.password, '192.0.2.4'));
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) await login(t.app, owner.email, 'wrong password', '192.0.2.5');
    expect((await login(t.app, owner.email, owner.password, '192.0.2.5', device)).statusCode).toBe(429);
    const tampered = device.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
    expect((await login(t.app, owner.email, owner.password, '192.0.2.5', tampered)).statusCode).toBe(429);
  });

  it('limits one address trying many accounts', async () => {
    let last = 0;
    for (let i = 0; i <= LOGIN_LIMITS.address; i++) last = (await login(t.app, uniqueEmail(), 'whatever pw', '10.9.9.9')).statusCode;
    expect(last).toBe(429);
  });
});

describe('client addresses behind a trusted proxy', () => {
  const proxied = useTestApp({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16', RATE_LIMIT_SIGNUPS_PER_HOUR: '2' });
  const register = (remoteAddress: string, forwardedFor: string) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'long enough pw' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('does not let a forged X-Forwarded-For from an untrusted peer escape the per-address limit', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await register('172.16.5.5', `203.0.113.${i}`)).statusCode);
    expect(codes).toEqual([201, 201, 429, 429]);
    const refused = await register('172.16.5.5', '203.0.113.99');
    expect(refused.json().message).toBe('Too many sign-ups from this address. Please wait an hour and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes the client address from X-Forwarded-For when the peer is a listed proxy or inside a listed range', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await register('10.0.0.1', `198.51.100.${i}`)).statusCode);
    for (let i = 0; i < 3; i++) codes.push((await register('10.1.2.3', `198.51.100.${i + 50}`)).statusCode);
    expect(codes).toEqual(Array(6).fill(201));
    const sameClient = [];
    for (let i = 0; i < 3; i++) sameClient.push((await register('10.0.0.1', '198.51.100.200')).statusCode);
    expect(sameClient).toEqual([201, 201, 429]);
  });
});
