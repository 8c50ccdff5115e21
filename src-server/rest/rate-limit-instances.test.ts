import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { LOGIN_LIMITS } from '../services/auth/login-throttle.ts';
import { signUp, testEnv, uniqueEmail, useTestApp } from '../test/app.ts';

// signUp() registers from 127.0.0.1, so this file stays under 3 sign-ups from that address.
const LIMITS = { RATE_LIMIT_API_PER_MIN: '30', RATE_LIMIT_SIGNUPS_PER_HOUR: '3' };
const t = useTestApp(LIMITS);

// Two instances on one database, as two processes behind a load balancer (see instances.test.ts).
let second: FastifyInstance;
let secondDb: DatabaseHandle | undefined;
beforeAll(async () => {
  secondDb = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : undefined;
  second = await buildApp({ env: testEnv(LIMITS), db: secondDb?.db ?? t.database.db });
});
afterAll(async () => {
  await second.close();
  await secondDb?.close();
});

const instances = () => [t.app, second];

describe('limits shared by two instances', () => {
  it('spends one per-user API budget across both: 20 requests on each give 30 answers, then 429s on both', async () => {
    // Sign-up is not a data call, so the whole budget is left (onboarding would spend one).
    const { cookie } = await signUp(t.app, { onboard: false });
    const codes: Record<string, number[]> = { first: [], second: [] };
    for (let i = 0; i < 40; i++) {
      const app = instances()[i % 2]!;
      const res = await app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie } });
      codes[app === t.app ? 'first' : 'second']!.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toBe('Too many requests: the limit is 30 per minute. Please wait a moment and try again.');
    }
    expect([...codes.first!, ...codes.second!].filter((c) => c === 200)).toHaveLength(30);
    expect(codes.first).toEqual([...Array(15).fill(200), ...Array(5).fill(429)]);
    expect(codes.second).toEqual([...Array(15).fill(200), ...Array(5).fill(429)]);
  });

  it('counts failed sign-ins on both toward one limit, so switching instance does not buy more guesses', async () => {
    const { email, password } = await signUp(t.app);
    const remoteAddress = '10.20.30.40';
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) {
      const res = await instances()[i % 2]!.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong password' }, remoteAddress });
      expect(res.statusCode).toBe(401);
    }
    for (const app of instances()) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe('Too many failed sign-in attempts. Please wait 1 minute and try again.');
    }
  });

  it('limits sign-ups per address across both, creates no account past the limit, and leaves other addresses alone', async () => {
    const register = (app: FastifyInstance, email: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'long enough pw' }, remoteAddress });
    const remoteAddress = '10.50.60.70';
    for (let i = 0; i < 3; i++) expect((await register(instances()[i % 2]!, uniqueEmail(), remoteAddress)).statusCode).toBe(201);
    const refused = uniqueEmail();
    for (const app of instances()) {
      const res = await register(app, refused, remoteAddress);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe('Too many sign-ups from this address. Please wait an hour and try again.');
      expect(res.cookies).toHaveLength(0);
    }
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: refused, password: 'long enough pw' }, remoteAddress: '10.50.60.71' });
    expect(login.statusCode).toBe(401);
    expect((await register(second, refused, '10.50.60.72')).statusCode).toBe(201);
  });
});
