import { describe, expect, it, vi } from 'vitest';
import { signOut } from './sign-out.ts';

describe('signOut', () => {
  it('logs out, clears the cache and goes home', async () => {
    const calls: string[] = [];
    await signOut({
      logout: async () => calls.push('logout'),
      clearCache: () => calls.push('clear'),
      goTo: (href) => calls.push(`go ${href}`),
    });
    expect(calls).toEqual(['logout', 'clear', 'go /']);
  });

  it('leaves only once the cache, with its copy saved on the device, is cleared', async () => {
    const calls: string[] = [];
    await signOut({
      logout: async () => calls.push('logout'),
      clearCache: () => new Promise<void>((resolve) => setTimeout(() => resolve(void calls.push('cleared')), 10)),
      goTo: (href) => calls.push(`go ${href}`),
    });
    expect(calls).toEqual(['logout', 'cleared', 'go /']);
  });

  it('only logs a failed logout and still redirects', async () => {
    const logError = vi.fn();
    const goTo = vi.fn();
    const clearCache = vi.fn();
    await signOut({ logout: () => Promise.reject(new Error('offline')), clearCache, goTo, logError });
    expect(logError).toHaveBeenCalledOnce();
    expect(clearCache).toHaveBeenCalledOnce();
    expect(goTo).toHaveBeenCalledWith('/');
  });
});
