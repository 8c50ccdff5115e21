import { trpc } from '../../app/trpc.ts';

/**
 * Streaks, habits, weight stats and achievements (`weight.progress`; weights in kg). This device's
 * logging and weigh-ins invalidate it; it is also fetched again whenever a view of it mounts, because
 * it counts back from the server's today (a streak changes at midnight) and other devices log too.
 * The cached copy shows meanwhile.
 */
export function useProgressSummary() {
  return trpc.weight.progress.useQuery(undefined, { refetchOnMount: 'always' });
}
