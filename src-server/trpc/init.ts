import { initTRPC } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError } from '../errors.ts';
import { validationError } from '../validation.ts';
import { markWrite } from '../plugins/read-your-writes.ts';
import type { Context } from './context.ts';
import { mapFailure, trpcErrorFor } from './failures.ts';
import { signedInContext } from './signed-in.ts';

/**
 * The error as the client reads it: the English message, and in `data` the reason and params it
 * was rendered from and the field issues, so the client can say it in the reader's language.
 */
function appErrorOf(cause: unknown, code: string, input: unknown): AppError | undefined {
  if (cause instanceof ZodError) return validationError(cause, input);
  if (cause instanceof AppError) return cause;
  return code === 'INTERNAL_SERVER_ERROR' ? new AppError('INTERNAL_SERVER_ERROR', 'internalError') : undefined;
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, input }) {
    const app = appErrorOf(error.cause, error.code, input);
    const data = { ...shape.data, stack: undefined, issues: app?.issues ?? [], reason: app?.reason, params: app?.params };
    return { ...shape, message: app?.message ?? shape.message, data };
  },
});

/**
 * Routers whose procedures never change a user row or a session; any other mutation may
 * (weigh-ins and imports set the profile's weight, decision 053).
 */
const KEEP_SIGN_IN = new Set(['foodLog', 'mealPlan', 'mealPrep', 'ai', 'customFood', 'recipe', 'savedMeal', 'nutrients']);

/**
 * After a mutation that may have changed who is signed in or their user row (a sign-out, a new
 * password, a profile, a deleted account), this instance forgets the caller's cached sessions
 * before the answer goes out (services/auth/signed-in-cache.ts).
 */
function forgetSignedInAfter(ctx: Context, type: string, path: string) {
  const userId = ctx.req.signedInUserId;
  if (userId && type === 'mutation' && !KEEP_SIGN_IN.has(path.slice(0, path.indexOf('.')))) ctx.req.server.signedInCache.forgetUser(userId);
}

const appErrors = t.middleware(async ({ ctx, type, path, next }) => {
  try {
    return mapFailure(await next());
  } finally {
    forgetSignedInAfter(ctx, type, path);
  }
});

export const router = t.router;
/** tRPC's server-side caller: the REST shims call the procedures through it. */
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors);

/** Narrows the context so `ctx.user` is always the signed-in caller; maps errors as appErrors does. */
export const protectedProcedure = t.procedure.use(async ({ ctx, type, path, next }) => {
  let added;
  try {
    added = await signedInContext(ctx, path, type);
  } catch (cause) {
    throw trpcErrorFor(cause) ?? cause;
  }
  try {
    // tRPC merges these into the context itself.
    return mapFailure(await next({ ctx: added }));
  } finally {
    forgetSignedInAfter(ctx, type, path);
    if (type === 'mutation') markWrite(ctx.req, ctx.res);
  }
});
