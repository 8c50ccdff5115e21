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

/**
 * Sets the setting unless it was ever set; true only for the call that set it. The primary key
 * decides between two calls at once: the second waits for the first's transaction, then gets false.
 */
export async function insertSettingOnce(db: Database, name: string, value: string): Promise<boolean> {
  const row = await db.insertInto('instance_settings').values({ name, value }).onConflict((oc) => oc.column('name').doNothing()).returning('name').executeTakeFirst();
  return row !== undefined;
}
