import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';

export function insertApiToken(db: Database, token: { userId: string; name: string; prefix: string; hash: string }) {
  return db
    .insertInto('api_tokens')
    .values({ user_id: token.userId, name: token.name, prefix: token.prefix, token_hash: token.hash })
    .returning(['id', 'name', 'prefix', 'created_at', 'last_used_at'])
    .executeTakeFirstOrThrow();
}

export function listApiTokens(db: Database, userId: string) {
  return db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'prefix', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function deleteApiToken(db: Database, userId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('api_tokens').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function findUserByTokenHash(db: Database, hash: string): Promise<UserRow | undefined> {
  const row = await db
    .updateTable('api_tokens')
    .set({ last_used_at: new Date() })
    .where('token_hash', '=', hash)
    .returning('user_id')
    .executeTakeFirst();
  if (!row) return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst();
}
