import type { Database } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { AppError, issue } from '../../errors.ts';
import { consumeLink, insertLink } from '../../repositories/one-time-links.ts';
import { findUserByEmail, findUserById } from '../../repositories/users.ts';
import { assertPasswordSignIn, type SignedIn } from './auth-service.ts';
import { mayEmailLink } from './link-mail-budget.ts';
import type { Outbox } from './outbox.ts';
import { createSession } from './sessions.ts';
import { generateSecret, hashSecret } from './tokens.ts';

/** Long enough to open the mail, short enough that a forgotten one is useless. */
export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60 * 1000;

/**
 * Queues a one-time sign-in link for the address, for an owner whose account strangers are
 * throttling (decision 091). Like a reset link: the same answer after the same work whatever the
 * address, the account looked up after the answer, a few links an hour per account at most.
 */
export function requestSignInLink(db: Database, env: Pick<Env, 'PASSWORD_SIGNIN'>, outbox: Outbox | null, email: string, origin: string) {
  assertPasswordSignIn(env);
  if (!outbox) throw new AppError('SERVICE_UNAVAILABLE', 'signInLinkOff');
  outbox.queue('sign-in link', async () => {
    const user = await findUserByEmail(db, email);
    if (!user || user.disabled_at || !(await mayEmailLink(db, 'sign-in', user.id))) return undefined;
    const token = generateSecret();
    await insertLink(db, 'sign_in_links', { tokenHash: hashSecret(token), userId: user.id, expiresAt: new Date(Date.now() + SIGN_IN_LINK_LIFETIME_MS) });
    const text = [
      'Someone asked for a link to sign in to your Platewise account without its password.',
      `Sign in here within 15 minutes (the link works once): ${origin}/auth?signInLink=${token}`,
      'If it was not you, ignore this e-mail: someone may be trying passwords on your account, and your password still works.',
    ].join('\n\n');
    return { to: user.email, subject: 'Your Platewise sign-in link', text };
  });
}

/** Signs in with an unused, unexpired link; it cannot be used again. */
export async function signInWithLink(db: Database, env: Pick<Env, 'PASSWORD_SIGNIN'>, token: string): Promise<SignedIn> {
  assertPasswordSignIn(env);
  const userId = await consumeLink(db, 'sign_in_links', hashSecret(token));
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user || user.disabled_at) throw new AppError('BAD_REQUEST', 'signInLinkUnusable', { issues: [issue('token', 'signInLinkUnusable')] });
  return { user, ...(await createSession(db, user.id)) };
}
