import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { clearAttempts, countRecentAttempts } from '../../repositories/login-attempts.ts';
import { noteAttempts } from './attempt-log.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins allowed per window: per account from one address, per address, per account overall. */
export const LOGIN_LIMITS = { accountAddress: 5, address: 20, account: 50 } as const;

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

function keysFor(email: string, ip: string) {
  return { accountAddress: `login:${email}|${ip}`, address: `login-ip:${ip}`, account: `login:${email}` };
}

/** Throws 429 when a limit is reached. Only failures count, so signed-in users are never locked out. */
export async function assertLoginAllowed(db: Database, email: string, ip: string, now = new Date()) {
  const keys = keysFor(email, ip);
  const counts = await countRecentAttempts(db, Object.values(keys), new Date(now.getTime() - WINDOW_MS));
  for (const [kind, key] of Object.entries(keys) as [keyof typeof LOGIN_LIMITS, string][]) {
    if ((counts.get(key) ?? 0) >= LOGIN_LIMITS[kind]) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
  }
}

export async function recordLoginFailure(db: Database, email: string, ip: string, now = new Date()) {
  await noteAttempts(db, Object.values(keysFor(email, ip)), now);
}

export async function clearLoginFailures(db: Database, email: string, ip: string) {
  const keys = keysFor(email, ip);
  await clearAttempts(db, [keys.accountAddress]);
}
