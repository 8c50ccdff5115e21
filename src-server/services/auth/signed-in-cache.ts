import { LRUCache } from 'lru-cache';
import type { SessionWithUser } from '../../repositories/sessions.ts';

/** How long another instance may go on accepting a session after a sign-out, or show a user as they were. */
export const SIGNED_IN_CACHE_TTL_MS = 2_000;

/**
 * Sessions with their users as read in the last two seconds, so that a signed-in client's bursts of
 * requests read them once. Nothing tells one instance of a change made on another: the short
 * lifetime bounds how long it is missed. The instance that made it forgets the user at once
 * (`forgetUser`, see plugins/auth.ts).
 */
export class SignedInCache {
  #entries = new LRUCache<string, SessionWithUser>({ max: 10_000, ttl: SIGNED_IN_CACHE_TTL_MS });
  /** Bumped by every change: a read that began before one must not store what it read. */
  #generation = 0;

  async read(sessionId: string, load: () => Promise<SessionWithUser | undefined>): Promise<SessionWithUser | undefined> {
    const cached = this.#entries.get(sessionId);
    if (cached) return cached;
    const generation = this.#generation;
    const found = await load();
    if (found && generation === this.#generation) this.#entries.set(sessionId, { expiresAt: found.expiresAt, user: Object.freeze(found.user) });
    return found;
  }

  forgetSession(sessionId: string): void {
    this.#generation++;
    this.#entries.delete(sessionId);
  }

  forgetUser(userId: string): void {
    this.#generation++;
    const theirs = [...this.#entries.entries()].filter(([, entry]) => entry.user.id === userId).map(([id]) => id);
    for (const id of theirs) this.#entries.delete(id);
  }
}
