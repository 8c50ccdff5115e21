/** Reading tRPC errors without depending on their classes: `error.data.issues` carries field messages. */

export interface FieldIssue {
  path: string;
  message: string;
}

function dataOf(error: unknown): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

export function issuesOf(error: unknown): FieldIssue[] {
  const issues = dataOf(error)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (i): i is FieldIssue => typeof i === 'object' && i !== null && typeof i.path === 'string' && typeof i.message === 'string',
  );
}

/** The first server message for each of the given form fields. */
export function fieldErrorsFrom(error: unknown, fields: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issuesOf(error)) {
    if (fields.includes(issue.path) && !(issue.path in errors)) errors[issue.path] = issue.message;
  }
  return errors;
}

/** The server's message when it answered; the fallback for network failures and empty messages. */
export function messageOf(error: unknown, fallback: string): string {
  if (!dataOf(error)) return fallback;
  const message = error instanceof Error ? error.message.trim() : '';
  return message || fallback;
}
