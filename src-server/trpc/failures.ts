import { TRPCError } from '@trpc/server';
import { AppError, DATABASE_DOWN_MESSAGE, isDatabaseUnavailable, isMissingReference, MISSING_REFERENCE_MESSAGE } from '../errors.ts';

/** Services throw AppError: the matching tRPC error, made in one place (and 503 when the database is down). */
export function trpcErrorFor(cause: unknown): TRPCError | undefined {
  if (cause instanceof AppError) return new TRPCError({ code: cause.code, message: cause.message, cause });
  if (isDatabaseUnavailable(cause)) return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_DOWN_MESSAGE, cause });
  if (isMissingReference(cause)) return new TRPCError({ code: 'CONFLICT', message: MISSING_REFERENCE_MESSAGE, cause });
  return undefined;
}

/** A middleware's result as is, unless it failed with an error of ours: then the matching tRPC error. */
export function mapFailure<R extends { ok: true } | { ok: false; error: TRPCError }>(result: R): R {
  const error = result.ok ? undefined : trpcErrorFor(result.error.cause);
  if (error) throw error;
  return result;
}
