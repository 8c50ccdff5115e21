import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.ts';
import { SessionCache } from './session-cache.ts';

const user = (id: string) => ({ id, email: `${id}@example.com` }) as UserRow;
const session = (id: string) => ({ expiresAt: new Date('2030-01-01'), user: user(id) });

function listeningCache() {
  const cache = new SessionCache();
  cache.startListening();
  return cache;
}

describe('session cache', () => {
  it('keeps a session it read while listening', () => {
    const cache = listeningCache();
    cache.put('s1', session('u1'), cache.generation);
    expect(cache.get('s1')?.user.id).toBe('u1');
  });

  it('keeps nothing while it may miss change notices', () => {
    const cache = new SessionCache();
    cache.put('s1', session('u1'), cache.generation);
    expect(cache.get('s1')).toBeUndefined();
    cache.startListening();
    cache.put('s1', session('u1'), cache.generation);
    cache.stopListening();
    expect(cache.get('s1')).toBeUndefined();
  });

  it('does not store a read that began before a change, which may predate it', () => {
    const cache = listeningCache();
    const started = cache.generation;
    cache.forgetUser('u1');
    cache.put('s1', session('u1'), started);
    expect(cache.get('s1')).toBeUndefined();
  });

  it("forgets every session of a changed user and only theirs", () => {
    const cache = listeningCache();
    cache.put('a', session('u1'), cache.generation);
    cache.put('b', session('u1'), cache.generation);
    cache.put('c', session('u2'), cache.generation);
    cache.forgetUser('u1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.user.id]).toEqual([undefined, undefined, 'u2']);
  });

  it('lets an entry live a minute at most', () => {
    const cache = listeningCache();
    cache.put('s1', session('u1'), cache.generation, 0);
    expect(cache.get('s1', 59_999)).toBeDefined();
    expect(cache.get('s1', 60_000)).toBeUndefined();
  });

  it('hands out users that cannot be changed in place', () => {
    const cache = listeningCache();
    cache.put('s1', session('u1'), cache.generation);
    expect(() => {
      (cache.get('s1')!.user as UserRow).email = 'changed@example.com';
    }).toThrow(TypeError);
  });
});
