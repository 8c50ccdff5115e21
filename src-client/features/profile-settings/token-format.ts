import type { TokenScope } from '../../../src/schemas/user.ts';

/** Dates in the token list: a short date, or 'Never' for a token not used yet. */
export function formatTokenDate(iso: string | null, locale = 'en-US'): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The visible start of a token, marked as truncated. */
export function tokenPreview(prefix: string): string {
  return `${prefix}…`;
}

/** How each token scope reads in the form and the list. */
export const SCOPE_LABELS: Record<TokenScope, string> = { read: 'Read my data', log: 'Log food and weight' };
