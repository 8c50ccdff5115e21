import type { z } from 'zod';
import { isErrorReason, type FieldIssue, type ZodIssueFacts } from '../src/errors/reasons.ts';
import { AppError, fieldsError, issue as reasonIssue } from './errors.ts';

const FACTS = ['code', 'origin', 'expected', 'minimum', 'maximum', 'inclusive', 'exact', 'format', 'pattern', 'prefix', 'suffix', 'includes', 'divisor', 'keys'] as const;

/** The JSON type of the value at a path of the input (what zod's messages call "received"). */
function receivedAt(input: unknown, path: readonly PropertyKey[]): string {
  let value = input;
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** What zod's locales need to say the issue again: the issue's own facts, never the input itself. */
function factsOf(issue: z.core.$ZodIssue, input: unknown): ZodIssueFacts {
  const facts: Record<string, unknown> = {};
  for (const key of FACTS) if (key in issue) facts[key] = (issue as unknown as Record<string, unknown>)[key];
  // Only JSON's own values: a bigint literal would not serialise.
  if ('values' in issue) facts.values = issue.values.filter((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v));
  if (issue.code === 'invalid_type' && input !== undefined) facts.received = receivedAt(input, issue.path);
  return facts as unknown as ZodIssueFacts;
}

/**
 * Each issue with its path and English message; a custom issue may name a reason of the catalogue
 * (`params.reason`), others carry their facts. `input`, when known, tells the type a value had.
 */
export function zodIssues(error: z.ZodError, input?: unknown): FieldIssue[] {
  return error.issues.map((i) => {
    const path = i.path.join('.') || '(body)';
    const reason = i.code === 'custom' ? i.params?.reason : undefined;
    return isErrorReason(reason) ? reasonIssue(path, reason) : { path, message: i.message, zod: factsOf(i, input) };
  });
}

/**
 * The error for a refused input: a schema may give its own headline reason through the first
 * issue's `params.title` (e.g. invalidWeight); otherwise the first field and its message.
 */
export function validationError(error: z.ZodError, input?: unknown): AppError {
  const issues = zodIssues(error, input);
  const first = error.issues[0];
  const title = first?.code === 'custom' ? first.params?.title : undefined;
  if (isErrorReason(title)) return new AppError('BAD_REQUEST', title, { issues });
  const [head, ...rest] = issues;
  return head ? fieldsError('BAD_REQUEST', [head, ...rest]) : new AppError('BAD_REQUEST', 'invalidInput');
}
