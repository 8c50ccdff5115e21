import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, DATABASE_DOWN_MESSAGE, isDatabaseUnavailable } from '../errors.ts';
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

/** Services throw AppError; this turns it into the matching tRPC error in one place. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof AppError) {
      throw new TRPCError({ code: cause.code, message: cause.message, cause });
    }
    if (isDatabaseUnavailable(cause)) {
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_DOWN_MESSAGE, cause });
    }
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors);

/** Narrows the context so `ctx.user` is always the signed-in caller. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const auth = await requireUser(ctx.req);
  await assertWithinApiLimit(ctx.db, auth.user.id, ctx.env.RATE_LIMIT_API_PER_MIN);
  return next({ ctx: { ...ctx, user: auth.user, sessionId: auth.sessionId } });
});
