import type { ChangePasswordInput } from '../../../src/schemas/user.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, issue } from '../../errors.ts';
import { updateUser } from '../../repositories/users.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { endWaysIn } from './credentials-changed.ts';
import type { Outbox } from './outbox.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/**
 * Needs the current password; every other session of the user ends, the one asking stays signed in,
 * and the API tokens are revoked unless `keepApiTokens` asks to keep them.
 */
export async function changePassword(db: Database, outbox: Outbox | null, user: UserRow, keepSessionId: string, input: ChangePasswordInput): Promise<void> {
  if (!user.password_hash || !(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new AppError('BAD_REQUEST', 'wrongCurrentPassword', { issues: [issue('currentPassword', 'wrongCurrentPassword')] });
  }
  assertUncommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await updateUser(db, user.id, { password_hash: passwordHash });
  await endWaysIn(db, outbox, user, { event: 'passwordChanged', keepSessionId, keepApiTokens: input.keepApiTokens });
}

/** Ends every session of the user, this one included, revokes their API tokens and tells them by e-mail. */
export async function signOutEverywhere(db: Database, outbox: Outbox | null, user: UserRow): Promise<void> {
  await endWaysIn(db, outbox, user, { event: 'signedOutEverywhere' });
}
