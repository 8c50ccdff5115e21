import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { countRequest, pruneRequestCounts } from '../../repositories/api-request-counts.ts';

const WINDOW_MS = 60_000;

/** Per-user limit on data API calls per minute (0 turns it off); 429 once the minute's budget is spent. */
export async function assertWithinApiLimit(db: Database, userId: string, perMinute: number, now = Date.now()): Promise<void> {
  if (perMinute <= 0) return;
  const windowStart = new Date(now - (now % WINDOW_MS));
  const count = await countRequest(db, userId, windowStart);
  if (count === 1 && Math.random() < 0.01) await pruneRequestCounts(db, new Date(windowStart.getTime() - WINDOW_MS));
  if (count > perMinute) {
    throw new AppError('TOO_MANY_REQUESTS', `Too many requests: the limit is ${perMinute} per minute. Please wait a moment and try again.`);
  }
}
