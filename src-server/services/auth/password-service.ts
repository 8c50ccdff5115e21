import type { ChangePasswordInput } from '../../../src/schemas/user.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, issue } from '../../errors.ts';
import { deleteOtherSessions } from '../../repositories/sessions.ts';
import { updateUser } from '../../repositories/users.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Needs the current password; every other session of the user ends, the one asking stays signed in. */
export async function changePassword(db: Database, user: UserRow, keepSessionId: string, input: ChangePasswordInput): Promise<void> {
  if (!user.password_hash || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new AppError('BAD_REQUEST', 'wrongCurrentPassword', { issues: [issue('currentPassword', 'wrongCurrentPassword')] });
  }
  assertUncommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  // Not one transaction: both writes go through the signed-in-user cache, which watches `db` itself.
  await updateUser(db, user.id, { password_hash: passwordHash });
  await deleteOtherSessions(db, user.id, keepSessionId);
}
