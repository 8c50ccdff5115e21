export interface SignOutDeps {
  logout: () => Promise<unknown>;
  clearCache: () => void;
  goTo: (href: string) => void;
  logError?: (message: string, error: unknown) => void;
}

/** Spec §7: a failed logout is only logged; the cache is cleared and the browser goes to / regardless. */
export async function signOut({ logout, clearCache, goTo, logError = console.error }: SignOutDeps): Promise<void> {
  try {
    await logout();
  } catch (error) {
    logError('Sign out failed', error);
  }
  clearCache();
  goTo('/');
}
