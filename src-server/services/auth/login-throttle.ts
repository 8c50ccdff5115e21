import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { claimCounter, deleteCounters, hitCounter, holdCounter, readCounters, type Counter } from '../../repositories/rate-limit-counters.ts';

const MINUTE_MS = 60 * 1000;
const WINDOW_MS = 15 * MINUTE_MS;
const HOUR_MS = 60 * MINUTE_MS;
/** A run of failures on an account is forgotten a day after it began. */
const STREAK_MS = 24 * HOUR_MS;
/** How long one attempt holds the account's turn while its password is checked; its outcome sets the next wait. */
const TURN_MS = 30 * 1000;

/**
 * Sign-in throttling (decision 091). A browser that signed in to the account before (a valid device
 * cookie) spends only its own budget, per 15 minutes. Unknown browsers share the account's: its
 * first failures are free, then each further attempt waits a delay that doubles with each failure,
 * up to a cap, and at most `accountPerHour` attempts an hour get through (OWASP ASVS V2.2.1). One
 * address also has a budget across accounts. A stranger can slow the account's unknown browsers,
 * never its owner's own, and the owner can always ask for a sign-in link by e-mail.
 */
export const LOGIN_LIMITS = { device: 10, address: 20, freeFailures: 5, accountPerHour: 100 } as const;
export const FIRST_DELAY_MS = 2 * 1000;
export const MAX_DELAY_MS = 15 * MINUTE_MS;

/** How long the next attempt from an unknown browser waits after this many failures in a row. */
export function delayAfter(failures: number): number {
  if (failures < LOGIN_LIMITS.freeFailures) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - LOGIN_LIMITS.freeFailures), MAX_DELAY_MS);
}

/** A 429 that tells the client when to try again. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', 'tooManySignInAttempts', { params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } });
  }
}

export interface LoginClient {
  ip: string;
  /** From a valid device cookie: the account it was issued for and the browser's own id. */
  device?: { userId: string; id: string };
}

/** The counters an attempt is judged by: its known browser's own, or the account's and the address's. */
export type LoginBudget = { device: string } | { address: string; streak: string; wait: string };

function refuse(counter: Counter | undefined, now: Date): never {
  const until = counter?.expiresAt.getTime() ?? now.getTime() + TURN_MS;
  throw new RateLimitedError(Math.max(1, Math.ceil((until - now.getTime()) / 1000)));
}

/**
 * Lets this attempt through or throws 429. A known browser with budget left passes on its own
 * counter; otherwise the attempt waits its turn on the account. Once failures run past the free
 * ones, the turn is taken in one statement, so parallel guesses get one check per delay, not one each.
 */
export async function loginBudget(db: Database, email: string, userId: string | undefined, client: LoginClient, now = new Date()): Promise<LoginBudget> {
  const device = client.device && userId && client.device.userId === userId ? `login-device:${client.device.id}` : undefined;
  const keys = { address: `login-ip:${client.ip}`, streak: `login-streak:${email}`, wait: `login-wait:${email}` };
  const hour = `login-hour:${email}`;
  const counts = await readCounters(db, [...(device ? [device] : []), keys.address, keys.streak, keys.wait, hour], now);
  const count = (key: string) => counts.get(key)?.count ?? 0;
  if (device && count(device) < LOGIN_LIMITS.device) return { device };

  if (count(keys.address) >= LOGIN_LIMITS.address) refuse(counts.get(keys.address), now);
  if (counts.has(keys.wait)) refuse(counts.get(keys.wait), now);
  if (count(keys.streak) >= LOGIN_LIMITS.freeFailures && !(await claimCounter(db, keys.wait, new Date(now.getTime() + TURN_MS), now))) {
    refuse((await readCounters(db, [keys.wait], now)).get(keys.wait), now);
  }
  const attempts = await hitCounter(db, hour, HOUR_MS, now);
  if (attempts.count > LOGIN_LIMITS.accountPerHour) refuse(attempts, now);
  return keys;
}

export async function recordLoginFailure(db: Database, budget: LoginBudget, now = new Date()) {
  if ('device' in budget) {
    await hitCounter(db, budget.device, WINDOW_MS, now);
    return;
  }
  await hitCounter(db, budget.address, WINDOW_MS, now);
  const streak = await hitCounter(db, budget.streak, STREAK_MS, now);
  const delay = delayAfter(streak.count);
  if (delay > 0) await holdCounter(db, budget.wait, new Date(now.getTime() + delay));
}

/** A success clears the browser's own counter, or the account's run of failures; the hourly and per-address counts stay. */
export async function clearLoginFailures(db: Database, budget: LoginBudget) {
  await deleteCounters(db, 'device' in budget ? [budget.device] : [budget.streak, budget.wait]);
}
