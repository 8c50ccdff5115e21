import type { Database } from '../db/database.ts';

/** A setting every instance reads from the database, so they all agree; undefined until first set. */
export async function readSetting(db: Database, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('instance_settings').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

export async function writeSetting(db: Database, name: string, value: string): Promise<void> {
  await db
    .insertInto('instance_settings')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}
