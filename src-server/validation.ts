import type { z } from 'zod';
import { AppError, type FieldIssue } from './errors.ts';

export function zodIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.') || '(body)', message: issue.message }));
}

/**
 * The error's one-line message: a schema may give its own headline through the issue's
 * `params.title` (e.g. 'Invalid weight'); otherwise the first field and its message.
 */
function headline(error: z.ZodError, issues: FieldIssue[]): string {
  const first = error.issues[0];
  const title = first && 'params' in first ? (first.params as { title?: unknown } | undefined)?.title : undefined;
  if (typeof title === 'string') return title;
  const issue = issues[0];
  if (!issue) return 'Invalid input';
  return issue.path === '(body)' ? issue.message : `${issue.path}: ${issue.message}`;
}

export function validationError(error: z.ZodError): AppError {
  const issues = zodIssues(error);
  return new AppError('BAD_REQUEST', headline(error, issues), issues);
}
