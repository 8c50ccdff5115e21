export interface SignOutDeps {
  logout: () => Promise<unknown>;
  /** May return a promise: leaving waits for it, so the copy saved on the device is gone first. */
  clearCache: () => unknown;
  goTo: (href: string) => void;
  logError?: (message: string, error: unknown) => void;
}

/** A failed logout is only logged; the cache is cleared and the browser goes to / regardless. */
export async function signOut({ logout, clearCache, goTo, logError = console.error }: SignOutDeps): Promise<void> {
  try {
    await logout();
  } catch (error) {
    logError('Sign out failed', error);
  }
  await clearCache();
  goTo('/');
}
