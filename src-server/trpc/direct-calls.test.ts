import type { AnyProcedure } from '@trpc/server/unstable-core-do-not-import';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthState } from '../plugins/auth.ts';
import { validateSessionToken } from '../services/auth/sessions.ts';
import { signUp, useTestApp } from '../test/app.ts';
import { appRouter } from './app-router.ts';
import type { Context } from './context.ts';
import { callProcedure, keepsSteps } from './direct-calls.ts';
import { createCallerFactory } from './init.ts';

const t = useTestApp();
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
const createCaller = createCallerFactory(appRouter);

function contextAs(auth: AuthState | null): Context {
  const req = { server: t.app, auth: async () => auth } as unknown as FastifyRequest;
  return { db: t.database.db, env: t.app.env, req, res: {} as FastifyReply };
}

async function signedIn(): Promise<AuthState> {
  const { cookie } = await signUp(t.app);
  const session = await validateSessionToken(t.database.db, cookie.split('=')[1]!);
  return { user: session!.user, sessionId: session!.sessionId };
}

type Outcome = { data: unknown } | { code: string; message: string; cause?: string };

async function outcome(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { data: await call() };
  } catch (error) {
    const { code, message, cause } = error as { code: string; message: string; cause?: Error };
    return { code, message, cause: cause?.constructor.name };
  }
}

/** The same call through tRPC's own middleware chain and directly: both outcomes. */
async function bothWays(path: string, ctx: Context, input: unknown) {
  const [router, name] = path.split('.') as [string, string];
  const caller = createCaller(ctx) as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
  const viaTrpc = await outcome(() => caller[router]![name]!(input));
  const direct = await outcome(() => callProcedure(procedures[path]!, ctx, input, path));
  return { viaTrpc, direct };
}

describe('procedures called directly', () => {
  it('run directly unless they add steps of their own (the AI ones check the user id in their raw input)', () => {
    const kept = Object.entries(procedures).filter(([, procedure]) => !keepsSteps(procedure)).map(([path]) => path);
    expect(kept.every((path) => path.startsWith('ai.'))).toBe(true);
    expect(Object.keys(procedures).length - kept.length).toBeGreaterThan(30);
  });

  it('refuse a signed-out caller exactly as tRPC does, on every procedure', async () => {
    for (const path of Object.keys(procedures)) {
      const { viaTrpc, direct } = await bothWays(path, contextAs(null), undefined);
      expect(direct, path).toEqual(viaTrpc);
    }
  });

  it('reject malformed input with the same error as tRPC, on every procedure that takes input', async () => {
    const ctx = contextAs(await signedIn());
    let compared = 0;
    for (const [path, procedure] of Object.entries(procedures)) {
      // A procedure without input would run, with its effects, and is compared below instead.
      if ((procedure._def as { inputs: unknown[] }).inputs.length === 0) continue;
      for (const input of ['not an object', { date: 'yesterday', id: -1, userId: 42, q: 7 }]) {
        const { viaTrpc, direct } = await bothWays(path, ctx, input);
        if ('data' in viaTrpc) continue; // accepted (unknown keys are dropped): each call made its own
        expect(direct, path).toEqual(viaTrpc);
        if (viaTrpc.code === 'BAD_REQUEST') compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(40);
  });

  it('give the same answers and the same errors of the services', async () => {
    const auth = await signedIn();
    const ctx = contextAs(auth);
    const entry = { date: '2026-03-04', mealType: 'lunch', foodName: 'Apple', quantity: '1 medium', calories: 95, protein: 0.5, carbs: 25, fats: 0.3 };
    const created = await callProcedure(procedures['foodLog.create']!, ctx, entry, 'foodLog.create');
    expect(created).toMatchObject({ foodName: 'Apple', calories: 95, date: '2026-03-04' });

    const cases: [string, unknown][] = [
      ['foodLog.list', { date: '2026-03-04' }],
      ['foodLog.dailyProgress', { date: '2026-03-04' }],
      ['user.me', undefined],
      ['foodLog.list', { userId: 'someone-else' }],
      ['foodLog.update', { id: 2_000_000_000, quantity: '2 medium', calories: 190, protein: 1, carbs: 50, fats: 0.6 }],
      ['foodLog.create', { ...entry, foodId: 2_000_000_000 }],
    ];
    for (const [path, input] of cases) {
      const { viaTrpc, direct } = await bothWays(path, ctx, input);
      expect(direct, path).toEqual(viaTrpc);
    }
    const { direct: forbidden } = await bothWays('foodLog.list', ctx, { userId: 'someone-else' });
    expect(forbidden).toMatchObject({ code: 'FORBIDDEN', cause: 'AppError' });
  });
});
