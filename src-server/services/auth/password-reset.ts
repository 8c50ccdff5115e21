import type { ResetPasswordInput } from '../../../src/schemas/user.ts';
import type { Database } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { AppError, issue } from '../../errors.ts';
import { consumePasswordReset, deleteUserPasswordResets, insertPasswordReset } from '../../repositories/password-resets.ts';
import { deleteUserSessions } from '../../repositories/sessions.ts';
import { findUserByEmail, findUserById, updateUser } from '../../repositories/users.ts';
import { assertPasswordSignIn } from './auth-service.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import type { SendMail } from './mailer.ts';
import { hashPassword } from './passwords.ts';
import { generateSecret, hashSecret } from './tokens.ts';

const HOUR_MS = 60 * 60 * 1000;
/** A link sent by e-mail is used at once or not at all; one the admin hands over may wait a day. */
export const EMAIL_LINK_LIFETIME_MS = HOUR_MS;
export const ADMIN_LINK_LIFETIME_MS = 24 * HOUR_MS;


/** Makes a one-time reset link for the user; only the token's hash is stored. */
export async function createResetLink(db: Database, userId: string, origin: string, lifetimeMs: number, now = new Date()) {
  const token = generateSecret();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await insertPasswordReset(db, { tokenHash: hashSecret(token), userId, expiresAt });
  return { url: `${origin}/reset-password?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * E-mails a reset link when the address has an active account. The answer is the same either way,
 * and the mail goes out after it, so neither the answer nor its timing tells whether an account exists.
 */
export async function requestPasswordReset(
  db: Database,
  env: Pick<Env, 'PASSWORD_SIGNIN'>,
  send: SendMail | null,
  email: string,
  origin: string,
  log: (error: unknown) => void,
) {
  assertPasswordSignIn(env);
  if (!send) throw new AppError('SERVICE_UNAVAILABLE', 'resetEmailOff');
  const user = await findUserByEmail(db, email);
  if (!user || user.disabled_at) return;
  const link = await createResetLink(db, user.id, origin, EMAIL_LINK_LIFETIME_MS);
  const text = [
    'Someone asked to reset the password of your Platewise account.',
    `Choose a new password here within the hour: ${link.url}`,
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n\n');
  void send({ to: user.email, subject: 'Reset your Platewise password', text }).catch(log);
}

/** Sets the new password if the token is unused and unexpired; every session of the user ends. */
export async function resetPassword(db: Database, env: Pick<Env, 'PASSWORD_SIGNIN'>, input: ResetPasswordInput): Promise<void> {
  assertPasswordSignIn(env);
  assertUncommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const userId = await consumePasswordReset(db, hashSecret(input.token));
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user || user.disabled_at) throw new AppError('BAD_REQUEST', 'resetUnusable', { issues: [issue('token', 'resetUnusable')] });
  await updateUser(db, user.id, { password_hash: passwordHash });
  await deleteUserSessions(db, user.id);
  await deleteUserPasswordResets(db, user.id);
}
