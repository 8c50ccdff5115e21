import type { Database } from '../db/database.ts';

export async function insertInvite(db: Database, invite: { tokenHash: string; createdBy: string; expiresAt: Date }) {
  return db
    .insertInto('invites')
    .values({ token_hash: invite.tokenHash, created_by: invite.createdBy, expires_at: invite.expiresAt })
    .returning(['id', 'expires_at', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Marks the invite used by this user if it is unused and unexpired, in one statement: two uses cannot both win. */
export async function consumeInvite(db: Database, tokenHash: string, userId: string, now = new Date()): Promise<boolean> {
  const row = await db
    .updateTable('invites')
    .set({ used_at: now, used_by: userId })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findUsableInvite(db: Database, tokenHash: string, now = new Date()) {
  return db
    .selectFrom('invites')
    .select(['id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export function listOpenInvites(db: Database, now = new Date()) {
  return db
    .selectFrom('invites')
    .select(['id', 'expires_at', 'created_at'])
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
}

export async function deleteInvite(db: Database, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('invites').where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
