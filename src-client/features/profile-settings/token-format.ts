/** When a token was made or last used: the date, 'never' for a token not used yet, 'unknown' when it does not parse. */
export function tokenDate(iso: string | null): Date | 'never' | 'unknown' {
  if (!iso) return 'never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'unknown' : date;
}

/** The visible start of a token, marked as truncated. */
export function tokenPreview(prefix: string): string {
  return `${prefix}…`;
}
