import type { Database } from '../db/database.ts';
import type { NewUser, UserRow, UserUpdate } from '../db/schema.ts';

export function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Inserts unless the e-mail is taken; returns undefined when it is. */
export function insertUser(db: Database, user: NewUser): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateUser(db: Database, id: string, changes: UserUpdate): Promise<UserRow | undefined> {
  return db.updateTable('users').set({ ...changes, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Every table references users with ON DELETE CASCADE, so this removes all of the user's data at once. */
export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
