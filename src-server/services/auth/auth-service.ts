import type { LoginInput, RegisterInput } from '../../../src/schemas/user.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findUserByEmail, insertUser } from '../../repositories/users.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createSession } from './sessions.ts';
import { throttleSignup } from './signup-throttle.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface SignedIn {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

/** Creates the account and its first session; sign-ups per address are limited to `signupsPerHour`. */
export async function register(db: Database, input: RegisterInput, ip: string, signupsPerHour: number): Promise<SignedIn> {
  await throttleSignup(db, ip, signupsPerHour);
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

export async function login(db: Database, input: LoginInput, ip: string): Promise<SignedIn> {
  await assertLoginAllowed(db, input.email, ip);
  const user = await findUserByEmail(db, input.email);
  const valid = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!user || !valid) {
    await recordLoginFailure(db, input.email, ip);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  await clearLoginFailures(db, input.email, ip);
  return { user, ...(await createSession(db, user.id)) };
}
