import type { Database } from '../../db/database.ts';
import { pruneAttempts, recordAttempts } from '../../repositories/login-attempts.ts';

const KEEP_MS = 24 * 60 * 60 * 1000;

/** Records an attempt under each key; now and then drops those older than a day, so the table stays small. */
export async function noteAttempts(db: Database, keys: string[], now = new Date()): Promise<void> {
  await recordAttempts(db, keys);
  if (Math.random() < 0.05) await pruneAttempts(db, new Date(now.getTime() - KEEP_MS));
}
