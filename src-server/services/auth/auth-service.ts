import type { LoginInput, RegisterInput } from '../../../src/schemas/user.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { consumeInvite } from '../../repositories/invites.ts';
import { findUserByEmail, insertUser } from '../../repositories/users.ts';
import { currentSignupMode } from '../admin/signup-mode.ts';
import { clearLoginFailures, loginBudget, recordLoginFailure, type LoginClient } from './login-throttle.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createSession } from './sessions.ts';
import { hashSecret } from './tokens.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface SignedIn {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

export const PASSWORDS_OFF = 'Password sign-in is turned off on this instance; use single sign-on';
export const SIGNUPS_CLOSED = 'Sign-ups are closed on this instance';
export const INVITE_NEEDED = 'Sign-ups on this instance need an invite link';
export const INVITE_UNUSABLE = 'This invite link has expired or was already used';
export const ACCOUNT_DISABLED = 'This account is disabled; ask the administrator of this instance';

type IdentityEnv = Pick<Env, 'PASSWORD_SIGNIN' | 'SIGNUP_MODE'>;

export function assertPasswordSignIn(env: Pick<Env, 'PASSWORD_SIGNIN'>) {
  if (!env.PASSWORD_SIGNIN) throw new AppError('FORBIDDEN', PASSWORDS_OFF);
}

/** The sign-up mode lets this sign-up through: closed refuses all, invite-only needs an invite. */
async function assertMayRegister(db: Database, env: IdentityEnv, input: RegisterInput) {
  assertPasswordSignIn(env);
  const mode = await currentSignupMode(db, env);
  if (mode === 'closed') throw new AppError('FORBIDDEN', SIGNUPS_CLOSED);
  if (mode === 'invite' && !input.inviteToken) throw new AppError('FORBIDDEN', INVITE_NEEDED);
}

/** Creates the account and its first session; an invite given is used up in the same transaction. */
export async function register(db: Database, env: IdentityEnv, input: RegisterInput): Promise<SignedIn> {
  await assertMayRegister(db, env, input);
  assertUncommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  // One transaction: an account left without its session by a failure would refuse the user's retry as taken.
  return db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, {
      id: crypto.randomUUID(),
      email: input.email,
      password_hash: passwordHash,
      first_name: input.firstName || null,
      last_name: input.lastName || null,
    });
    if (!user) throw new AppError('CONFLICT', 'An account with this email already exists', [{ path: 'email', message: 'An account with this email already exists' }]);
    if (input.inviteToken && !(await consumeInvite(trx, hashSecret(input.inviteToken), user.id))) {
      throw new AppError('BAD_REQUEST', INVITE_UNUSABLE, [{ path: 'inviteToken', message: INVITE_UNUSABLE }]);
    }
    return { user, ...(await createSession(trx, user.id)) };
  });
}

/** Checks the password within the browser's failure budget (see login-throttle). */
export async function login(db: Database, env: Pick<Env, 'PASSWORD_SIGNIN'>, input: LoginInput, client: LoginClient): Promise<SignedIn> {
  assertPasswordSignIn(env);
  const user = await findUserByEmail(db, input.email);
  const budget = await loginBudget(db, input.email, user?.id, client);
  const valid = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!user || !valid) {
    await recordLoginFailure(db, budget);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  await clearLoginFailures(db, budget);
  if (user.disabled_at) throw new AppError('FORBIDDEN', ACCOUNT_DISABLED);
  return { user, ...(await createSession(db, user.id)) };
}
