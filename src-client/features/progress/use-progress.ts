import { trpc } from '../../app/trpc.ts';

/**
 * Streaks, habits, weight stats and achievements (`weight.progress`; weights in kg). The summary is
 * derived from the food log, whose invalidation (food-log/invalidate.ts) does not cover it yet, so
 * it is fetched again whenever a view of it mounts; the cached copy shows meanwhile.
 */
export function useProgressSummary() {
  return trpc.weight.progress.useQuery(undefined, { refetchOnMount: 'always' });
}
