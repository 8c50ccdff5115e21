import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { deleteUserApiTokens } from '../../repositories/api-tokens.ts';
import { deleteUserLinks } from '../../repositories/one-time-links.ts';
import { deleteOtherSessions, deleteUserSessions } from '../../repositories/sessions.ts';
import type { Mail } from './mailer.ts';
import type { Outbox } from './outbox.ts';

export type CredentialsEvent = 'passwordChanged' | 'passwordReset' | 'signedOutEverywhere';

export interface EndWaysIn {
  event: CredentialsEvent;
  /** The session that made the change stays signed in (a password change); otherwise every session ends. */
  keepSessionId?: string | undefined;
  /** API tokens are revoked unless the person asked to keep them. */
  keepApiTokens?: boolean | undefined;
}

/**
 * After a password change, a reset or a sign-out everywhere, nothing an intruder may hold still works:
 * sessions end, API tokens are revoked (unless kept on purpose), outstanding reset and sign-in links
 * stop working, and the account is told by e-mail. Not one transaction: session deletes go through
 * the signed-in-user cache, which watches `db` itself.
 */
export async function endWaysIn(db: Database, outbox: Outbox | null, user: UserRow, change: EndWaysIn): Promise<{ revokedApiTokens: number }> {
  if (change.keepSessionId) await deleteOtherSessions(db, user.id, change.keepSessionId);
  else await deleteUserSessions(db, user.id);
  const revokedApiTokens = change.keepApiTokens ? 0 : await deleteUserApiTokens(db, user.id);
  await deleteUserLinks(db, 'password_resets', user.id);
  await deleteUserLinks(db, 'sign_in_links', user.id);
  outbox?.queue('credentials changed notice', async () => noticeOf(user.email, change, revokedApiTokens));
  return { revokedApiTokens };
}

function tokensLine(change: EndWaysIn, revoked: number): string {
  if (change.keepApiTokens) return 'Your API tokens were kept, as you asked.';
  if (revoked === 0) return 'The account had no API tokens.';
  return revoked === 1 ? 'Its 1 API token was revoked.' : `Its ${revoked} API tokens were revoked.`;
}

const WHAT_HAPPENED: Record<CredentialsEvent, { subject: string; text: string }> = {
  passwordChanged: {
    subject: 'Your Platewise password was changed',
    text: 'The password of your Platewise account was just changed. Every other browser signed in to it was signed out.',
  },
  passwordReset: {
    subject: 'Your Platewise password was reset',
    text: 'The password of your Platewise account was just reset with a link sent to this address. Every browser signed in to it was signed out.',
  },
  signedOutEverywhere: {
    subject: 'You were signed out of Platewise everywhere',
    text: 'Every session of your Platewise account was just ended: every browser signed in to it was signed out.',
  },
};

function noticeOf(to: string, change: EndWaysIn, revoked: number): Mail {
  const { subject, text } = WHAT_HAPPENED[change.event];
  const ifNotYou = 'If it was not you, choose a new password at once with "Forgot your password?" on the sign-in screen.';
  return { to, subject, text: [text, tokensLine(change, revoked), ifNotYou].join('\n\n') };
}
