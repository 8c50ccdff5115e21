import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { countRecentAttempts } from '../../repositories/login-attempts.ts';
import { noteAttempts } from './attempt-log.ts';

const WINDOW_MS = 60 * 60 * 1000;

export const TOO_MANY_SIGNUPS = 'Too many sign-ups from this address. Please wait an hour and try again.';

/**
 * Counts a sign-up attempt from an address and throws 429 past `perHour` (0 turns it off). The count
 * lives in the database beside the sign-in failures, so every instance shares it; it is taken before
 * the password is hashed, so a flood costs the server little.
 */
export async function throttleSignup(db: Database, ip: string, perHour: number, now = new Date()) {
  if (perHour <= 0) return;
  const key = `signup-ip:${ip}`;
  const counts = await countRecentAttempts(db, [key], new Date(now.getTime() - WINDOW_MS));
  if ((counts.get(key) ?? 0) >= perHour) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_SIGNUPS);
  await noteAttempts(db, [key], now);
}
