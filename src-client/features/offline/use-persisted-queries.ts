import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AppRouter } from '../../app/router.ts';
import { afterNextPaint } from '../../components/after-next-paint.ts';

/**
 * Saves the query cache for offline use (decision 073). True while an app started offline still reads
 * the saved cache back: no screen should ask for data before that. Online, nothing is read back, so the
 * saving code is asked for once the first screen has painted, not among the requests it waits for
 * (decision 082).
 */
export function usePersistedQueries(queryClient: QueryClient, router: AppRouter): boolean {
  const [restoring, setRestoring] = useState(() => !navigator.onLine);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    const start = () =>
      void import('./persister.ts')
        .then((m) => m.persistQueries(queryClient))
        .then((unsubscribe) => (ended ? unsubscribe() : (stop = unsubscribe)))
        .finally(() => setRestoring(false));
    let cancelWait: (() => void) | undefined;
    const unsubscribe = navigator.onLine
      ? router.subscribe('onRendered', () => {
          unsubscribe?.();
          cancelWait ??= afterNextPaint(start);
        })
      : (start(), undefined);
    return () => {
      ended = true;
      unsubscribe?.();
      cancelWait?.();
      stop?.();
    };
  }, [queryClient, router]);
  return restoring;
}
