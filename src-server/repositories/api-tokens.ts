import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';

const LISTED = ['id', 'name', 'prefix', 'scopes', 'created_at', 'last_used_at'] as const;

export function insertApiToken(db: Database, token: { userId: string; name: string; prefix: string; hash: string; scopes: string }) {
  return db
    .insertInto('api_tokens')
    .values({ user_id: token.userId, name: token.name, prefix: token.prefix, token_hash: token.hash, scopes: token.scopes })
    .returning(LISTED)
    .executeTakeFirstOrThrow();
}

export function listApiTokens(db: Database, userId: string) {
  return db.selectFrom('api_tokens').select(LISTED).where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
}

export async function deleteApiToken(db: Database, userId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('api_tokens').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Revokes every token of the user; how many there were. */
export async function deleteUserApiTokens(db: Database, userId: string): Promise<number> {
  const result = await db.deleteFrom('api_tokens').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findUserByTokenHash(db: Database, hash: string): Promise<{ user: UserRow; scopes: string } | undefined> {
  const row = await db
    .updateTable('api_tokens')
    .set({ last_used_at: new Date() })
    .where('token_hash', '=', hash)
    .returning(['user_id', 'scopes'])
    .executeTakeFirst();
  if (!row) return undefined;
  const user = await db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst();
  return user && { user, scopes: row.scopes };
}
