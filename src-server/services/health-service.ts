import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

const TIMEOUT_MS = 2_000;

/** True when the database answers a trivial query within two seconds. */
export async function checkDatabase(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), TIMEOUT_MS)));
  const probe = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
