import type { LoginInput, RegisterInput } from '../../../src/schemas/user.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { AppError, issue } from '../../errors.ts';
import { consumeInvite } from '../../repositories/invites.ts';
import { findUserByEmail } from '../../repositories/users.ts';
import { insertAccount } from '../admin/admin-role.ts';
import { currentSignupMode } from '../admin/signup-mode.ts';
import { clearLoginFailures, loginBudget, recordLoginFailure, type LoginClient } from './login-throttle.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createSession } from './sessions.ts';
import { hashSecret } from './tokens.ts';

export interface SignedIn {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

type IdentityEnv = Pick<Env, 'PASSWORD_SIGNIN' | 'SIGNUP_MODE'>;

export function assertPasswordSignIn(env: Pick<Env, 'PASSWORD_SIGNIN'>) {
  if (!env.PASSWORD_SIGNIN) throw new AppError('FORBIDDEN', 'passwordsOff');
}

/** The sign-up mode lets this sign-up through: closed refuses all, invite-only needs an invite. */
async function assertMayRegister(db: Database, env: IdentityEnv, input: RegisterInput) {
  assertPasswordSignIn(env);
  const mode = await currentSignupMode(db, env);
  if (mode === 'closed') throw new AppError('FORBIDDEN', 'signupsClosed');
  if (mode === 'invite' && !input.inviteToken) throw new AppError('FORBIDDEN', 'inviteNeeded');
}

/** Creates the account and its first session; an invite given is used up in the same transaction. */
export async function register(db: Database, env: IdentityEnv, input: RegisterInput): Promise<SignedIn> {
  await assertMayRegister(db, env, input);
  assertUncommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  // One transaction: an account left without its session by a failure would refuse the user's retry as taken.
  return db.transaction().execute(async (trx) => {
    const user = await insertAccount(trx, {
      id: crypto.randomUUID(),
      email: input.email,
      password_hash: passwordHash,
      first_name: input.firstName || null,
      last_name: input.lastName || null,
    });
    if (!user) throw new AppError('CONFLICT', 'emailTaken', { issues: [issue('email', 'emailTaken')] });
    if (input.inviteToken && !(await consumeInvite(trx, hashSecret(input.inviteToken), user.id))) {
      throw new AppError('BAD_REQUEST', 'inviteUnusable', { issues: [issue('inviteToken', 'inviteUnusable')] });
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
    throw new AppError('UNAUTHORIZED', 'invalidCredentials');
  }
  await clearLoginFailures(db, budget);
  if (user.disabled_at) throw new AppError('FORBIDDEN', 'accountDisabled');
  return { user, ...(await createSession(db, user.id)) };
}
