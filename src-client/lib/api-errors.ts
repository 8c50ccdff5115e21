/**
 * Reading tRPC errors without depending on their classes: `error.data` carries the reason, params
 * and field issues, read here in the language shown (decision 071).
 */
import type { ErrorParams, FieldIssue } from '../../src/errors/reasons.ts';
import { errorText, issueText } from '../i18n/error-text.ts';

function dataOf(error: unknown): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

function sentIssues(error: unknown): FieldIssue[] {
  const issues = dataOf(error)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (i): i is FieldIssue => typeof i === 'object' && i !== null && typeof i.path === 'string' && typeof i.message === 'string',
  );
}

/** The catalogue reason the server gave for the error, if it answered with one. */
export function reasonOf(error: unknown): string | undefined {
  const reason = dataOf(error)?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** The server's field issues, each message in the language shown. */
export function issuesOf(error: unknown): FieldIssue[] {
  return sentIssues(error).map((issue) => ({ ...issue, message: issueText(issue) }));
}

/** The first server message for each of the given form fields. */
export function fieldErrorsFrom(error: unknown, fields: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issuesOf(error)) {
    if (fields.includes(issue.path) && !(issue.path in errors)) errors[issue.path] = issue.message;
  }
  return errors;
}

/** The server's message when it answered, in the language shown; the fallback for network failures and empty messages. */
export function messageOf(error: unknown, fallback: string): string {
  const data = dataOf(error);
  if (!data) return fallback;
  const message = error instanceof Error ? error.message.trim() : '';
  if (!message) return fallback;
  const params = typeof data.params === 'object' && data.params !== null ? (data.params as ErrorParams) : {};
  return errorText(message, data.reason, params, sentIssues(error));
}
