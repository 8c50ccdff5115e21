import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import { createSession, SESSION_LIFETIME_MS, validateSessionToken } from './sessions.ts';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insertInto('users').values({ id: 'session-user', email: 'session@example.com' }).execute();
}, 60_000);
afterAll(() => database.close());

const DAY = 24 * 60 * 60 * 1000;

describe('sliding session expiry', () => {
  it('keeps a fresh session as it is', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const { token, expiresAt } = await createSession(database.db, 'session-user', start);
    expect(expiresAt.getTime() - start.getTime()).toBe(SESSION_LIFETIME_MS);
    const result = await validateSessionToken(database.db, token, new Date(start.getTime() + 2 * DAY));
    expect(result?.user.id).toBe('session-user');
    expect(result?.renewedUntil).toBeUndefined();
  });

  it('slides the expiry forward once half of it has passed', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const { token } = await createSession(database.db, 'session-user', start);
    const later = new Date(start.getTime() + 20 * DAY);
    const result = await validateSessionToken(database.db, token, later);
    expect(result?.renewedUntil?.getTime()).toBe(later.getTime() + SESSION_LIFETIME_MS);
    const muchLater = new Date(start.getTime() + 45 * DAY);
    expect(await validateSessionToken(database.db, token, muchLater)).not.toBeNull();
  });

  it('rejects and deletes an expired session', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const { token } = await createSession(database.db, 'session-user', start);
    expect(await validateSessionToken(database.db, token, new Date(start.getTime() + 31 * DAY))).toBeNull();
    expect(await validateSessionToken(database.db, token, start)).toBeNull();
  });
});
