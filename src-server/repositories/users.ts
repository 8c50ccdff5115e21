import type { Database } from '../db/database.ts';
import type { NewUser, UserRow, UserUpdate } from '../db/schema.ts';
import { announceUserChange } from './session-cache.ts';

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

// Signed-in requests read the user from the session cache: changes are announced to it.

export function updateUser(db: Database, id: string, changes: UserUpdate): Promise<UserRow | undefined> {
  const update = () => db.updateTable('users').set({ ...changes, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirst();
  return announceUserChange(db, update, (user) => (user ? [user.id] : []));
}

/** Every table references users with ON DELETE CASCADE, so this removes all of the user's data at once. */
export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const deleted = await announceUserChange(db, () => db.deleteFrom('users').where('id', '=', id).returning('id').execute(), (rows) => rows.map((row) => row.id));
  return deleted.length > 0;
}
