import type { FastifyError, FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { AppError, DATABASE_DOWN_MESSAGE, isDatabaseUnavailable } from '../errors.ts';
import { validationError } from '../validation.ts';

export interface ErrorBody {
  message: string;
  code: string;
  issues: { path: string; message: string }[];
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
  if (error instanceof ZodError) error = validationError(error);
  if (error instanceof AppError) {
    return { status: error.status, body: { message: error.message, code: error.code, issues: error.issues } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: DATABASE_DOWN_MESSAGE, code: 'SERVICE_UNAVAILABLE', issues: [] } };
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = status === 413 ? 'Request body is too large' : (error as Error).message || 'Bad request';
    return { status, body: { message, code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', issues: [] } };
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_SERVER_ERROR', issues: [] } };
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toHttpError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
});
