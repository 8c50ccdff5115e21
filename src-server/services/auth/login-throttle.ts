import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { deleteCounters, hitCounter, readCounters } from '../../repositories/rate-limit-counters.ts';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins allowed per 15 minutes. A browser that signed in to the account before (a valid
 * device cookie) spends only its own budget; unknown browsers share per-address and per-account ones,
 * so a flood of guesses locks out strangers, never the owner's own browsers (OWASP's device cookies).
 */
export const LOGIN_LIMITS = { device: 10, accountAddress: 5, address: 20, account: 20 } as const;

/** A 429 that tells the client when to try again. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', 'tooManySignInAttempts');
  }
}

export interface LoginClient {
  ip: string;
  /** From a valid device cookie: the account it was issued for and the browser's own id. */
  device?: { userId: string; id: string };
}

type Limit = keyof typeof LOGIN_LIMITS;

function unknownBrowserKeys(email: string, ip: string): [Limit, string][] {
  return [
    ['accountAddress', `login:${email}|${ip}`],
    ['address', `login-ip:${ip}`],
    ['account', `login:${email}`],
  ];
}

/**
 * The counters this attempt is judged by: the browser's own when it carries a device cookie for this
 * account that still has budget, else the unknown-browser ones. Throws 429 when those are spent.
 */
export async function loginBudget(db: Database, email: string, userId: string | undefined, client: LoginClient, now = new Date()): Promise<string[]> {
  const deviceKey: [Limit, string] | undefined =
    client.device && userId && client.device.userId === userId ? ['device', `login-device:${client.device.id}`] : undefined;
  const unknown = unknownBrowserKeys(email, client.ip);
  const counts = await readCounters(db, [...(deviceKey ? [deviceKey[1]] : []), ...unknown.map(([, key]) => key)], now);
  const spent = ([limit, key]: [Limit, string]) => (counts.get(key)?.count ?? 0) >= LOGIN_LIMITS[limit];
  if (deviceKey && !spent(deviceKey)) return [deviceKey[1]];
  const blocking = unknown.filter(spent).map(([, key]) => counts.get(key)!.expiresAt.getTime());
  if (blocking.length > 0) throw new RateLimitedError(Math.ceil((Math.max(...blocking) - now.getTime()) / 1000));
  return unknown.map(([, key]) => key);
}

export async function recordLoginFailure(db: Database, keys: string[], now = new Date()) {
  for (const key of keys) await hitCounter(db, key, WINDOW_MS, now);
}

/** A success clears the browser's own counters (its device or its account-and-address pair), not the shared ones. */
export async function clearLoginFailures(db: Database, keys: string[]) {
  await deleteCounters(db, keys.filter((key) => key.startsWith('login-device:') || key.includes('|')));
}
