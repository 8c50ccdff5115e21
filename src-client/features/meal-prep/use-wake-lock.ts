import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (a step timer running), through the Screen Wake Lock API.
 * The browser drops the lock when the page is hidden; it is asked for again on return. Browsers
 * without the API, or refusing it (battery saver), simply let the screen sleep.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const api = typeof navigator === 'undefined' ? undefined : navigator.wakeLock;
    if (!active || !api) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const next = await api.request('screen');
        if (stopped) void next.release();
        else lock = next;
      } catch {
        // Refused or unavailable: the timer works the same without it.
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire();
      else if (lock) void lock.release().catch(() => undefined);
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (lock && !lock.released) void lock.release().catch(() => undefined);
    };
  }, [active]);
}
