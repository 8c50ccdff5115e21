import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import {
  deleteSession,
  deleteUserSessions,
  extendSession,
  findSessionWithUser,
  insertSession,
} from '../../repositories/sessions.ts';
import type { SignedInCache } from './signed-in-cache.ts';
import { generateSecret, hashSecret } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
const RENEW_WHEN_LEFT_MS = 15 * DAY_MS;

export interface SessionValidation {
  user: UserRow;
  sessionId: string;
  /** Set when the expiry slid forward and the cookie must be re-sent. */
  renewedUntil?: Date;
}

export async function createSession(db: Database, userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSecret();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await insertSession(db, { id: hashSecret(token), userId, expiresAt });
  return { token, expiresAt };
}

/** The session the token opens, with its user; read through `cache` when given (see signed-in-cache.ts). */
export async function validateSessionToken(db: Database, token: string, now = new Date(), cache?: SignedInCache): Promise<SessionValidation | null> {
  const sessionId = hashSecret(token);
  const read = () => findSessionWithUser(db, sessionId);
  const found = cache ? await cache.read(sessionId, read) : await read();
  if (!found) return null;
  if (now.getTime() >= found.expiresAt.getTime()) {
    cache?.forgetSession(sessionId);
    await deleteSession(db, sessionId);
    return null;
  }
  if (found.expiresAt.getTime() - now.getTime() < RENEW_WHEN_LEFT_MS) {
    const renewedUntil = new Date(now.getTime() + SESSION_LIFETIME_MS);
    cache?.forgetSession(sessionId);
    await extendSession(db, sessionId, renewedUntil);
    return { user: found.user, sessionId, renewedUntil };
  }
  return { user: found.user, sessionId };
}

export function invalidateSession(db: Database, sessionId: string) {
  return deleteSession(db, sessionId);
}

export function invalidateUserSessions(db: Database, userId: string) {
  return deleteUserSessions(db, userId);
}
