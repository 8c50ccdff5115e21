import { useMemo } from 'react';
import { trpc } from '../app/trpc.ts';
import { useOutbox } from '../offline/use-outbox.ts';
import { withWaitingProgress } from '../offline/waiting-entries.ts';

/** `foodLog.dailyProgress` for one day: meals by type and macro totals, counting entries made offline that wait to be sent. */
export function useDayProgress(date: string) {
  const query = trpc.foodLog.dailyProgress.useQuery({ date });
  const outbox = useOutbox();
  const data = useMemo(() => query.data && withWaitingProgress(query.data, outbox), [query.data, outbox]);
  return { ...query, data };
}
