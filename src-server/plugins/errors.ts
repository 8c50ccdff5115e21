import type { FastifyError, FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import type { ErrorParams, ErrorReason } from '../../src/errors/reasons.ts';
import { AppError, asAppError, isDatabaseUnavailable } from '../errors.ts';
import { validationError } from '../validation.ts';

/**
 * A REST error: the English message, the code and the field issues as they always were; the reason
 * and params the message was rendered from, for clients that say it in another language.
 */
export interface ErrorBody {
  message: string;
  code: string;
  issues: { path: string; message: string }[];
  reason?: ErrorReason;
  params?: ErrorParams;
}

export function errorBody(error: AppError): ErrorBody {
  const issues = error.issues.map(({ path, message }) => ({ path, message }));
  return { message: error.message, code: error.code, issues, reason: error.reason, params: error.params };
}

/** Maps any thrown error to a status and a body; only real server faults are 500s, and they say nothing inside. */
export function toHttpError(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof TRPCError) {
    const cause = error.cause;
    if (cause instanceof AppError || cause instanceof ZodError || isDatabaseUnavailable(cause)) return toHttpError(cause);
    const status = getHTTPStatusCodeFromError(error);
    if (status < 500) return { status, body: { message: error.message, code: error.code, issues: [] } };
    error = cause;
  }
  const known = error instanceof ZodError ? validationError(error) : asAppError(error);
  if (known) return { status: known.status, body: errorBody(known) };
  const status = (error as FastifyError).statusCode;
  if (status === 413) return { status, body: errorBody(new AppError('PAYLOAD_TOO_LARGE', 'bodyTooLarge')) };
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: (error as Error).message || 'Bad request', code: 'BAD_REQUEST', issues: [] } };
  }
  return { status: 500, body: errorBody(new AppError('INTERNAL_SERVER_ERROR', 'internalError')) };
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toHttpError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
});
