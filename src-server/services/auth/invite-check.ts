import type { Database } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { findUsableInvite } from '../../repositories/invites.ts';
import { currentSignupMode } from '../admin/signup-mode.ts';
import { assertPasswordSignIn } from './auth-service.ts';
import { hashSecret } from './tokens.ts';

/** The invite's expiry if it can still sign someone up; 404 when expired or used, 403 when sign-ups are closed. */
export async function checkInvite(db: Database, env: Pick<Env, 'PASSWORD_SIGNIN' | 'SIGNUP_MODE'>, token: string): Promise<{ expiresAt: string }> {
  assertPasswordSignIn(env);
  if ((await currentSignupMode(db, env)) === 'closed') throw new AppError('FORBIDDEN', 'signupsClosed');
  const invite = await findUsableInvite(db, hashSecret(token));
  if (!invite) throw new AppError('NOT_FOUND', 'inviteUnusable');
  return { expiresAt: new Date(invite.expires_at).toISOString() };
}
