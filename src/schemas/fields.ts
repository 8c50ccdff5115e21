import { z } from 'zod';

function toNumber(value: unknown, integer: boolean): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    const parsed = integer ? Number.parseInt(trimmed, 10) : Number(trimmed);
    return Number.isNaN(parsed) ? value : parsed;
  }
  if (integer && typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  return value;
}

/** A number in [min, max]; numeric strings are accepted, and integers are truncated as forms do. */
export function rangeField(label: string, min: number, max: number, opts: { integer?: boolean; unit?: string } = {}) {
  const unit = opts.unit ? ` ${opts.unit}` : '';
  const message = `${label} must be between ${min} and ${max}${unit}`;
  return z.preprocess(
    (v) => toNumber(v, opts.integer ?? false),
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : message) })
      .refine(Number.isFinite, message)
      .min(min, message)
      .max(max, message),
  );
}

/** A row id from a path or body: a whole number within the database's integer range. */
export const rowId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(2_147_483_647, `${label} is out of range`);

/** The database cannot store a NUL character in text, and no one types one. */
export const hasNoNul = (s: string) => !s.includes('\u0000');

export const trimmedString = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, `${label} must not contain NUL characters`);

export const isoDate = z
  .string({ error: 'Date must be a YYYY-MM-DD text' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be a YYYY-MM-DD text')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    // JavaScript has a year 0, the database's calendar does not.
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && !s.startsWith('0000');
  }, 'Date must be a real calendar date');

export const timeZoneField = z
  .string({ error: 'Time zone must be text' })
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Time zone must be an IANA zone such as Europe/Paris');

/** An id the client made for an entry (crypto.randomUUID()), so a write sent twice is stored once. */
export const clientIdField = z.uuid({ error: 'clientId must be a UUID' }).optional();
