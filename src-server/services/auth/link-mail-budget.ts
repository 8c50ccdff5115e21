import type { Database } from '../../db/database.ts';
import { hitCounter } from '../../repositories/rate-limit-counters.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Links of one kind e-mailed to one account per hour, however many addresses ask: enough for its owner, too few to flood the inbox. */
export const LINK_EMAILS_PER_ACCOUNT_PER_HOUR = 5;

/** Counts one more link for the account (in the shared counters, so every instance agrees); false once the hour's budget is spent. */
export async function mayEmailLink(db: Database, kind: 'reset' | 'sign-in', userId: string, now = new Date()): Promise<boolean> {
  const { count } = await hitCounter(db, `mail-${kind}:${userId}`, HOUR_MS, now);
  return count <= LINK_EMAILS_PER_ACCOUNT_PER_HOUR;
}
