import { englishMessage } from '../src/errors/english.ts';
import type { ErrorParams, ErrorReason, FieldIssue } from '../src/errors/reasons.ts';

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNPROCESSABLE_CONTENT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

export type { FieldIssue };

/** A field's problem as a reason of the catalogue, with its English message. */
export function issue(path: string, reason: ErrorReason, params: ErrorParams = {}): FieldIssue {
  return { path, message: englishMessage(reason, params), reason, params };
}

interface AppErrorOptions {
  params?: ErrorParams;
  issues?: FieldIssue[];
  cause?: unknown;
}

/**
 * The one error type services throw; HTTP and tRPC map its code in one place each. Its message is
 * the reason's English message, which the client translates from the reason and params.
 */
export class AppError extends Error {
  readonly params: ErrorParams;
  readonly issues: FieldIssue[];

  constructor(
    readonly code: AppErrorCode,
    readonly reason: ErrorReason,
    { params = {}, issues = [], cause }: AppErrorOptions = {},
  ) {
    super(englishMessage(reason, params), cause === undefined ? undefined : { cause });
    this.params = params;
    this.issues = issues;
  }

  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

/** Problems with fields, headed by the first: "path: problem" (the client translates the problem from that issue). */
export function fieldsError(code: AppErrorCode, issues: [FieldIssue, ...FieldIssue[]]): AppError {
  const [first] = issues;
  if (first.path === '(body)') return new AppError(code, 'invalidRequest', { params: { problem: first.message }, issues });
  return new AppError(code, 'invalidField', { params: { path: first.path, problem: first.message }, issues });
}

/** One field's problem, as a reason of the catalogue. */
export function fieldError(code: AppErrorCode, path: string, reason: ErrorReason, params?: ErrorParams): AppError {
  return fieldsError(code, [issue(path, reason, params)]);
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004']);

/** True when the database could not be reached, so the caller gets a 503 rather than a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && CONNECTION_CODES.has(code)) return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i.test(
    error.message,
  );
}

/** A write pointing at a row deleted meanwhile, e.g. a call still running while its account is deleted. */
export function isMissingReference(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === '23503';
}

/** The AppError a failure stands for: itself, a 503 when the database is down, a 409 for a row deleted meanwhile. */
export function asAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE', 'databaseDown', { cause: error });
  if (isMissingReference(error)) return new AppError('CONFLICT', 'missingReference', { cause: error });
  return undefined;
}
