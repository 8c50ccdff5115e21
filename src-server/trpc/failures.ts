import { TRPCError } from '@trpc/server';
import { asAppError } from '../errors.ts';

/** Services throw AppError: the matching tRPC error, made in one place (and 503 when the database is down). */
export function trpcErrorFor(cause: unknown): TRPCError | undefined {
  const error = asAppError(cause);
  return error && new TRPCError({ code: error.code, message: error.message, cause: error });
}

/** A middleware's result as is, unless it failed with an error of ours: then the matching tRPC error. */
export function mapFailure<R extends { ok: true } | { ok: false; error: TRPCError }>(result: R): R {
  const error = result.ok ? undefined : trpcErrorFor(result.error.cause);
  if (error) throw error;
  return result;
}
