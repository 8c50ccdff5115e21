import { initTRPC } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError } from '../errors.ts';
import { validationError, zodIssues } from '../validation.ts';
import type { Context } from './context.ts';
import { mapFailure, trpcErrorFor } from './failures.ts';
import { signedInContext } from './signed-in.ts';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const issues = cause instanceof ZodError ? zodIssues(cause) : cause instanceof AppError ? cause.issues : [];
    const message =
      cause instanceof ZodError ? validationError(cause).message : error.code === 'INTERNAL_SERVER_ERROR' ? 'Something went wrong on our side. Please try again.' : shape.message;
    return { ...shape, message, data: { ...shape.data, stack: undefined, issues } };
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
  }
});
