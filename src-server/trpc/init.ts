import { initTRPC } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError } from '../errors.ts';
import { validationError, zodIssues } from '../validation.ts';
import type { Context } from './context.ts';
import { keepingSteps } from './direct-calls.ts';
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

const appErrors = t.middleware(async ({ next }) => mapFailure(await next()));

export const router = t.router;
/** tRPC's own caller; the app calls procedures through callProcedure, tests compare the two. */
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = keepingSteps(t.procedure.use(appErrors), false);

/**
 * Narrows the context so `ctx.user` is always the signed-in caller. Maps errors as appErrors does,
 * itself: each middleware level costs every call ~10 µs, and every signed-in call passes here.
 */
const signedInProcedure = t.procedure.use(async ({ ctx, next, path, type }) => {
  let added;
  try {
    added = await signedInContext(ctx, path, type);
  } catch (cause) {
    throw trpcErrorFor(cause) ?? cause;
  }
  // tRPC merges these into the context itself.
  return mapFailure(await next({ ctx: added }));
});
export const protectedProcedure = keepingSteps(signedInProcedure, true);
