import { sql } from 'kysely';
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
  return db.insertInto('users').values(user).onConflict((oc) => oc.column('email').doNothing()).returningAll().executeTakeFirst();
}

export function updateUser(db: Database, id: string, changes: UserUpdate): Promise<UserRow | undefined> {
  return db.updateTable('users').set({ ...changes, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Reads the user row and locks it until the transaction ends, so changes to it happen one at a time.
 * NO KEY UPDATE: rows just inserted for this user hold KEY SHARE on it, which this lock does not wait
 * for, so two writes at once queue instead of deadlocking.
 */
export function lockUser(db: Database, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
}

/**
 * The enabled admins' ids, their rows locked until the transaction ends, always in the same order,
 * so two changes that could each leave the instance without an admin run one after the other.
 */
export async function lockEnabledAdmins(db: Database): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('disabled_at', 'is', null).orderBy('id').forNoKeyUpdate().execute();
  return rows.map((r) => r.id);
}

/** Records the dashboard's first greeting; true only for the call that recorded it. */
export async function markWelcomed(db: Database, id: string): Promise<boolean> {
  const row = await db.updateTable('users').set({ welcomed_at: new Date() }).where('id', '=', id).where('welcomed_at', 'is', null).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Every table references users with ON DELETE CASCADE, so this removes all of the user's data at once. */
export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** Every account, oldest first, for the admin's list (an instance has a household's or a club's worth). */
export function listUsers(db: Database) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'role', 'disabled_at', 'created_at'])
    .select(sql<boolean>`password_hash is not null`.as('has_password'))
    .orderBy('created_at')
    .orderBy('id')
    .limit(1000)
    .execute();
}

export function setLanguage(db: Database, id: string, language: string | null): Promise<UserRow | undefined> {
  return updateUser(db, id, { language });
}
