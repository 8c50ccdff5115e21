import type { AdminUserDto } from '../../../src/schemas/admin.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { deleteUserSessions } from '../../repositories/sessions.ts';
import { deleteUser, findUserById, listUsers, updateUser } from '../../repositories/users.ts';
import { ADMIN_LINK_LIFETIME_MS, createResetLink } from '../auth/password-reset.ts';
import { assertAnotherAdminRemains } from './admin-role.ts';

export async function listUsersForAdmin(db: Database): Promise<AdminUserDto[]> {
  const rows = await listUsers(db);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
    role: row.role === 'admin' ? 'admin' : 'member',
    disabled: row.disabled_at !== null,
    hasPassword: row.has_password,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** Another account of this instance: the admin acts on others, never on themselves. */
async function otherUser(db: Database, admin: UserRow, userId: string): Promise<UserRow> {
  if (userId === admin.id) throw new AppError('FORBIDDEN', 'adminNotYourself');
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'userNotFound');
  return user;
}

/** A disabled account cannot sign in, and its sessions end at once; the last enabled admin cannot be disabled. */
export async function setUserDisabled(db: Database, admin: UserRow, userId: string, disabled: boolean): Promise<void> {
  await otherUser(db, admin, userId);
  await db.transaction().execute(async (trx) => {
    if (disabled) await assertAnotherAdminRemains(trx, userId);
    await updateUser(trx, userId, { disabled_at: disabled ? new Date() : null });
    if (disabled) await deleteUserSessions(trx, userId);
  });
}

/** Removes the account and all its data (every table cascades from users), unless it is the last enabled admin. */
export async function deleteUserAsAdmin(db: Database, admin: UserRow, userId: string): Promise<void> {
  await otherUser(db, admin, userId);
  await db.transaction().execute(async (trx) => {
    await assertAnotherAdminRemains(trx, userId);
    if (!(await deleteUser(trx, userId))) throw new AppError('NOT_FOUND', 'userNotFound');
  });
}

/** A one-time reset link the admin passes on by hand, valid for a day. */
export async function resetLinkFor(db: Database, admin: UserRow, userId: string, origin: string) {
  const user = await otherUser(db, admin, userId);
  if (user.disabled_at) throw new AppError('CONFLICT', 'resetNeedsEnabledAccount');
  return createResetLink(db, user.id, origin, ADMIN_LINK_LIFETIME_MS);
}
