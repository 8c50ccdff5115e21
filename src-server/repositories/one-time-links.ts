import type { Database } from '../db/database.ts';

/** Tables of e-mailed one-time links: only each token's hash is kept, with its expiry and when it was used. */
export type LinkTable = 'password_resets' | 'sign_in_links';

export async function insertLink(db: Database, table: LinkTable, link: { tokenHash: string; userId: string; expiresAt: Date }) {
  await db.insertInto(table).values({ token_hash: link.tokenHash, user_id: link.userId, expires_at: link.expiresAt }).execute();
}

/** The user an unused, unexpired link belongs to, without using it up. */
export async function findUsableLink(db: Database, table: LinkTable, tokenHash: string, now = new Date()): Promise<string | undefined> {
  const row = await db
    .selectFrom(table)
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}

/** Uses the link if it is unused and unexpired, in one statement; the user it belongs to, or undefined. */
export async function consumeLink(db: Database, table: LinkTable, tokenHash: string, now = new Date()): Promise<string | undefined> {
  const row = await db
    .updateTable(table)
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Once the credentials change, links asked for before stop working. */
export async function deleteUserLinks(db: Database, table: LinkTable, userId: string) {
  await db.deleteFrom(table).where('user_id', '=', userId).execute();
}
