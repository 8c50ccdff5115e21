import type { Database } from '../db/database.ts';

export async function insertPasswordReset(db: Database, reset: { tokenHash: string; userId: string; expiresAt: Date }) {
  await db.insertInto('password_resets').values({ token_hash: reset.tokenHash, user_id: reset.userId, expires_at: reset.expiresAt }).execute();
}

/** The user an unused, unexpired token would reset, without using it up. */
export async function findUsablePasswordReset(db: Database, tokenHash: string, now = new Date()): Promise<string | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}

/** Uses the token if it is unused and unexpired, in one statement; the user it resets, or undefined. */
export async function consumePasswordReset(db: Database, tokenHash: string, now = new Date()): Promise<string | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** After a reset, the user's other outstanding links stop working too. */
export async function deleteUserPasswordResets(db: Database, userId: string) {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}
