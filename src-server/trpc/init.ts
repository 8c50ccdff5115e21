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

const appErrors = t.middleware(async ({ next }) => mapFailure(await next()));

export const router = t.router;
/** tRPC's server-side caller: the REST shims call the procedures through it. */
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors);

/** Narrows the context so `ctx.user` is always the signed-in caller; maps errors as appErrors does. */
export const protectedProcedure = t.procedure.use(async ({ ctx, next }) => {
  let added;
  try {
    added = await signedInContext(ctx);
  } catch (cause) {
    throw trpcErrorFor(cause) ?? cause;
  }
  // tRPC merges these into the context itself.
  return mapFailure(await next({ ctx: added }));
});
