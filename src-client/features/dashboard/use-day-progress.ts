import { trpc } from '../../app/trpc.ts';

/** `foodLog.dailyProgress` for one day: meals by type and macro totals. */
export function useDayProgress(date: string) {
  return trpc.foodLog.dailyProgress.useQuery({ date });
}
