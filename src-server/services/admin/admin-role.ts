import type { UserRole, UserRoleDto } from '../../../src/schemas/admin.ts';
import type { Database } from '../../db/database.ts';
import type { NewUser, UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { insertSettingOnce } from '../../repositories/instance-settings.ts';
import { insertUser, lockEnabledAdmins, updateUser } from '../../repositories/users.ts';

const APPOINTED = 'admin_appointed_at';

/**
 * Creates an account (undefined when the e-mail is taken), inside the caller's transaction. The
 * first account of an instance that never had an admin becomes its admin; that fact is stored, so
 * on an instance whose accounts were all deleted the next stranger to sign up is a member.
 */
export async function insertAccount(trx: Database, user: NewUser): Promise<UserRow | undefined> {
  const created = await insertUser(trx, user);
  if (!created || !(await insertSettingOnce(trx, APPOINTED, new Date().toISOString()))) return created;
  return updateUser(trx, created.id, { role: 'admin' });
}

/**
 * Refuses (409) a change that would leave the instance without an enabled admin: deleting,
 * disabling or demoting its last one. Call it in the transaction that makes the change.
 */
export async function assertAnotherAdminRemains(trx: Database, userId: string): Promise<void> {
  const admins = await lockEnabledAdmins(trx);
  if (admins.length === 1 && admins[0] === userId) throw new AppError('CONFLICT', 'lastAdmin');
}

/** Makes an account admin, or a member again while another enabled admin remains (an admin may step down). */
export function setUserRole(db: Database, userId: string, role: UserRole): Promise<UserRoleDto> {
  return db.transaction().execute(async (trx) => {
    if (role === 'member') await assertAnotherAdminRemains(trx, userId);
    if (!(await updateUser(trx, userId, { role }))) throw new AppError('NOT_FOUND', 'userNotFound');
    return { userId, role };
  });
}
