import type { ResetPasswordInput } from '../../../src/schemas/user.ts';
import type { Database } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { AppError, issue } from '../../errors.ts';
import { consumeLink, findUsableLink, insertLink } from '../../repositories/one-time-links.ts';
import { findUserByEmail, findUserById, updateUser } from '../../repositories/users.ts';
import { assertPasswordSignIn } from './auth-service.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { endWaysIn } from './credentials-changed.ts';
import { mayEmailLink } from './link-mail-budget.ts';
import type { Outbox } from './outbox.ts';
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
  await insertLink(db, 'password_resets', { tokenHash: hashSecret(token), userId, expiresAt });
  return { url: `${origin}/reset-password?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Queues a reset link for the address. The request does the same work whatever the address (the
 * caller has counted it against the per-address limit); finding the account, making the link and
 * sending it happen after the answer, so neither the answer nor its timing tells whether an account
 * exists. Each account gets a few links an hour at most, however many addresses ask.
 */
export function requestPasswordReset(db: Database, env: Pick<Env, 'PASSWORD_SIGNIN'>, outbox: Outbox | null, email: string, origin: string) {
  assertPasswordSignIn(env);
  if (!outbox) throw new AppError('SERVICE_UNAVAILABLE', 'resetEmailOff');
  outbox.queue('password reset link', async () => {
    const user = await findUserByEmail(db, email);
    if (!user || user.disabled_at || !(await mayEmailLink(db, 'reset', user.id))) return undefined;
    const link = await createResetLink(db, user.id, origin, EMAIL_LINK_LIFETIME_MS);
    const text = [
      'Someone asked to reset the password of your Platewise account.',
      `Choose a new password here within the hour: ${link.url}`,
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n\n');
    return { to: user.email, subject: 'Reset your Platewise password', text };
  });
}

const unusable = () => new AppError('BAD_REQUEST', 'resetUnusable', { issues: [issue('token', 'resetUnusable')] });

/**
 * Sets the new password if the token is unused and unexpired. The token is checked before the new
 * password is hashed, so a guessed token costs a lookup, never an argon2 hash. Every session of the
 * user ends and their API tokens are revoked (see credentials-changed.ts).
 */
export async function resetPassword(db: Database, env: Pick<Env, 'PASSWORD_SIGNIN'>, outbox: Outbox | null, input: ResetPasswordInput): Promise<void> {
  assertPasswordSignIn(env);
  assertUncommonPassword(input.newPassword, 'newPassword');
  const tokenHash = hashSecret(input.token);
  const userId = await findUsableLink(db, 'password_resets', tokenHash);
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user || user.disabled_at) throw unusable();
  const passwordHash = await hashPassword(input.newPassword);
  // Used up only now, in one statement: of two requests with the same link, one wins.
  if ((await consumeLink(db, 'password_resets', tokenHash)) !== user.id) throw unusable();
  await updateUser(db, user.id, { password_hash: passwordHash });
  await endWaysIn(db, outbox, user, { event: 'passwordReset' });
}
