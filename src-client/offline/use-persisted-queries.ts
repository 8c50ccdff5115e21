import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Saves the query cache for offline use (decision 073). True while an app started offline still reads
 * the saved cache back: no screen should ask for data before that. Online, nothing is read back, so no
 * screen waits for the saving code.
 */
export function usePersistedQueries(queryClient: QueryClient): boolean {
  const [restoring, setRestoring] = useState(() => !navigator.onLine);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./persister.ts')
      .then((m) => m.persistQueries(queryClient))
      .then((unsubscribe) => (ended ? unsubscribe() : (stop = unsubscribe)))
      .finally(() => setRestoring(false));
    return () => {
      ended = true;
      stop?.();
    };
  }, [queryClient]);
  return restoring;
}
