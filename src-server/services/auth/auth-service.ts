import type { LoginInput, RegisterInput } from '../../../src/schemas/user.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findUserByEmail, insertUser } from '../../repositories/users.ts';
import { clearLoginFailures, loginBudget, recordLoginFailure, type LoginClient } from './login-throttle.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createSession } from './sessions.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface SignedIn {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

/** Creates the account and its first session. */
export async function register(db: Database, input: RegisterInput): Promise<SignedIn> {
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
    return { user, ...(await createSession(trx, user.id)) };
  });
}

/** Checks the password within the browser's failure budget (see login-throttle). */
export async function login(db: Database, input: LoginInput, client: LoginClient): Promise<SignedIn> {
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
  return { user, ...(await createSession(db, user.id)) };
}
