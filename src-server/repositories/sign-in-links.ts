import type { Database } from '../db/database.ts';

export async function insertSignInLink(db: Database, link: { tokenHash: string; userId: string; expiresAt: Date }) {
  await db.insertInto('sign_in_links').values({ token_hash: link.tokenHash, user_id: link.userId, expires_at: link.expiresAt }).execute();
}

/** Uses the link if it is unused and unexpired, in one statement; the user it signs in, or undefined. */
export async function consumeSignInLink(db: Database, tokenHash: string, now = new Date()): Promise<string | undefined> {
  const row = await db
    .updateTable('sign_in_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Once the password changes, links asked for before stop working. */
export async function deleteUserSignInLinks(db: Database, userId: string) {
  await db.deleteFrom('sign_in_links').where('user_id', '=', userId).execute();
}
