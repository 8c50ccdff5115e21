import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv, type Env } from '../env.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PGLITE_DIR: 'memory://', RATE_LIMIT_API_PER_MIN: '0', RATE_LIMIT_SIGNUPS_PER_HOUR: '0', ...overrides });
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
}

/** One app and one database copy per test file; tests stay apart by signing up their own users. */
export function useTestApp(envOverrides: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await openTestDatabase();
    ctx.app = await buildApp({ env: testEnv(envOverrides), db: ctx.database.db });
    await ctx.app.ready();
  }, 60_000);
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'platewise_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `platewise_session=${cookie.value}`;
}

export const completeProfile = {
  age: 30,
  gender: 'male',
  height: 180,
  weight: 80,
  activityLevel: 'moderately_active',
  fitnessGoal: 'maintain_weight',
  dietaryPreference: 'none',
  timeline: '6_months',
} as const;

/** Registers a user (and completes onboarding unless told not to); returns the cookie header to act as them. */
export async function signUp(app: FastifyInstance, opts: { onboard?: boolean; email?: string; password?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'correct horse battery';
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password } });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookie(res);
  if (opts.onboard !== false) {
    const onboarded = await app.inject({ method: 'POST', url: '/api/auth/onboarding', headers: { cookie }, payload: completeProfile });
    if (onboarded.statusCode !== 200) throw new Error(`onboarding failed: ${onboarded.body}`);
  }
  return { email, password, cookie, id: res.json().id as string };
}
