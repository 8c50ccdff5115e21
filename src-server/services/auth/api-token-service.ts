import type { ApiTokenDto, TokenScope } from '../../../src/schemas/user.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { deleteApiToken, findUserByTokenHash, insertApiToken, listApiTokens } from '../../repositories/api-tokens.ts';
import { parseScopes, toApiTokenDto } from '../users/user-dto.ts';
import { generateSecret, hashSecret } from './tokens.ts';

const TOKEN_PREFIX = 'pw_';

/** The full token is returned once; afterwards only its prefix can be listed. */
export async function createApiToken(db: Database, userId: string, name: string, scopes: TokenScope[]): Promise<{ token: string; info: ApiTokenDto }> {
  const token = `${TOKEN_PREFIX}${generateSecret()}`;
  const row = await insertApiToken(db, { userId, name, prefix: token.slice(0, 10), hash: hashSecret(token), scopes: scopes.join(' ') });
  return { token, info: toApiTokenDto(row) };
}

export async function listTokens(db: Database, userId: string): Promise<ApiTokenDto[]> {
  return (await listApiTokens(db, userId)).map(toApiTokenDto);
}

export async function revokeApiToken(db: Database, userId: string, id: number): Promise<void> {
  if (!(await deleteApiToken(db, userId, id))) throw new AppError('NOT_FOUND', 'apiTokenNotFound');
}

export async function userForApiToken(db: Database, token: string): Promise<{ user: UserRow; scopes: TokenScope[] } | undefined> {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  const found = await findUserByTokenHash(db, hashSecret(token));
  return found && { user: found.user, scopes: parseScopes(found.scopes) };
}
