import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

/** The named secret every instance shares: the first instance to start makes it, the others read it. */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
