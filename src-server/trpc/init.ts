import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, DATABASE_DOWN_MESSAGE, isDatabaseUnavailable, isMissingReference, MISSING_REFERENCE_MESSAGE } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { assertWithinApiLimit } from '../services/auth/api-rate-limit.ts';
import { validationError, zodIssues } from '../validation.ts';
import type { Context } from './context.ts';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const issues = cause instanceof ZodError ? zodIssues(cause) : cause instanceof AppError ? cause.issues : [];
    const message =
      cause instanceof ZodError ? validationError(cause).message : error.code === 'INTERNAL_SERVER_ERROR' ? 'Something went wrong on our side. Please try again.' : shape.message;
    return { ...shape, message, data: { ...shape.data, stack: undefined, issues } };
  },
});

/** Services throw AppError: the matching tRPC error, made in one place (and 503 when the database is down). */
function trpcErrorFor(cause: unknown): TRPCError | undefined {
  if (cause instanceof AppError) return new TRPCError({ code: cause.code, message: cause.message, cause });
  if (isDatabaseUnavailable(cause)) return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_DOWN_MESSAGE, cause });
  if (isMissingReference(cause)) return new TRPCError({ code: 'CONFLICT', message: MISSING_REFERENCE_MESSAGE, cause });
  return undefined;
}

/** A middleware's result as is, unless it failed with an error of ours: then the matching tRPC error. */
function mapFailure<R extends { ok: true } | { ok: false; error: TRPCError }>(result: R): R {
  const error = result.ok ? undefined : trpcErrorFor(result.error.cause);
  if (error) throw error;
  return result;
}

const appErrors = t.middleware(async ({ next }) => mapFailure(await next()));

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors);

/**
 * Narrows the context so `ctx.user` is always the signed-in caller. Maps errors as appErrors does,
 * itself: each middleware level costs every call ~10 µs, and every signed-in call passes here.
 */
export const protectedProcedure = t.procedure.use(async ({ ctx, next }) => {
  let auth;
  try {
    auth = await requireUser(ctx.req);
    await assertWithinApiLimit(ctx.db, auth.user.id, ctx.env.RATE_LIMIT_API_PER_MIN);
  } catch (cause) {
    throw trpcErrorFor(cause) ?? cause;
  }
  // tRPC merges these into the context itself.
  return mapFailure(await next({ ctx: { user: auth.user, sessionId: auth.sessionId } }));
});
