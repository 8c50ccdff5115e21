import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';

export interface CachedSession {
  expiresAt: Date;
  user: Readonly<UserRow>;
}

const MAX_ENTRIES = 10_000;
/** Bounds how long an entry can outlive a change whose notice went missing. */
const MAX_AGE_MS = 60_000;

const NOTICE_WAIT_MS = 250;

/**
 * Sessions with their users, kept in memory so a signed-in request skips one round trip to the
 * database. It only caches while it hears of every change: Postgres announces each update or delete
 * of a users or sessions row (a trigger's NOTIFY) to this instance and every other one at once.
 */
export class SessionCache {
  #entries = new Map<string, { session: CachedSession; storedAt: number }>();
  #listening = false;
  /** Bumped by every change: a lookup that began before one must not store what it read. */
  #generation = 0;

  get listening(): boolean {
    return this.#listening;
  }

  get generation(): number {
    return this.#generation;
  }

  get(sessionId: string, now = Date.now()): CachedSession | undefined {
    const entry = this.#entries.get(sessionId);
    if (!entry) return undefined;
    if (now - entry.storedAt < MAX_AGE_MS) return entry.session;
    this.#entries.delete(sessionId);
    return undefined;
  }

  /** Stores what a lookup started at `generation` read, unless something changed since. */
  put(sessionId: string, session: CachedSession, generation: number, now = Date.now()): void {
    if (!this.#listening || generation !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(sessionId, { session: { expiresAt: session.expiresAt, user: Object.freeze(session.user) }, storedAt: now });
  }

  forgetUser(userId: string): void {
    this.#generation++;
    for (const [id, entry] of this.#entries) if (entry.session.user.id === userId) this.#entries.delete(id);
  }

  /** Postgres announced a change to the user. */
  noticed(userId: string): void {
    this.forgetUser(userId);
    for (const watcher of this.#watchers) watcher(userId);
  }

  #watchers = new Set<(userId: string) => void>();

  /** Collects notices from now on; `until` resolves once each user's has come, or after a short wait. */
  watchNotices(): { until(userIds: string[]): Promise<void>; stop(): void } {
    const seen = new Set<string>();
    let onNotice = () => {};
    const watcher = (userId: string) => {
      seen.add(userId);
      onNotice();
    };
    this.#watchers.add(watcher);
    const stop = () => this.#watchers.delete(watcher);
    const until = (userIds: string[]) =>
      new Promise<void>((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          stop();
          resolve();
        };
        const timer = setTimeout(finish, NOTICE_WAIT_MS);
        onNotice = () => {
          if (userIds.every((id) => seen.has(id))) finish();
        };
        if (this.#listening) onNotice();
        else finish();
      });
    return { until, stop };
  }

  /** Notices are arriving: start caching from nothing (any missed while deaf are covered). */
  startListening(): void {
    this.#entries.clear();
    this.#generation++;
    this.#listening = true;
  }

  /** Notices may be missed from now on: cache nothing until listening again. */
  stopListening(): void {
    this.#listening = false;
    this.#entries.clear();
    this.#generation++;
  }
}

const caches = new WeakMap<Database, SessionCache>();

export function attachSessionCache(db: Database, cache: SessionCache): void {
  caches.set(db, cache);
}

/** The cache of a database opened by openDatabase; none inside a transaction. */
export function sessionCacheOf(db: Database): SessionCache | undefined {
  return caches.get(db);
}

/**
 * Runs a write to users or sessions and returns once every instance knows of it: this one forgets
 * the users it names at once, then waits for Postgres's notice of the change, which reaches the
 * other instances at the same moment. So the next request, wherever it lands, sees the change.
 */
export async function announceUserChange<T>(db: Database, write: () => Promise<T>, changedUsers: (result: T) => string[]): Promise<T> {
  const cache = caches.get(db);
  const notices = cache?.watchNotices();
  let result: T;
  try {
    result = await write();
  } catch (error) {
    notices?.stop();
    throw error;
  }
  const userIds = changedUsers(result);
  for (const id of userIds) cache?.forgetUser(id);
  await notices?.until(userIds);
  return result;
}
