import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { notifyError } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';

/** Today's exercise, steps and the budget setting; every change answers with the day as it now stands. */
export function useActivity(date: string) {
  const { t } = useTranslation('activity');
  const utils = trpc.useUtils();
  const day = trpc.activity.day.useQuery({ date });
  const catalog = trpc.activity.catalog.useQuery(undefined, { staleTime: Infinity });
  const onSuccess = (data: Parameters<typeof utils.activity.day.setData>[1]) => utils.activity.day.setData({ date }, data);
  const onError = (e: unknown) => notifyError(t('toasts.notSaved'), messageOf(e, t('toasts.tryAgain')));
  const add = trpc.activity.add.useMutation({ onSuccess, onError });
  const steps = trpc.activity.setSteps.useMutation({ onSuccess, onError });
  const settings = trpc.activity.setSettings.useMutation({ onSuccess, onError });
  const remove = trpc.activity.remove.useMutation({ onSuccess: () => utils.activity.day.invalidate({ date }), onError });
  return { day, catalog, add, steps, settings, remove };
}

/** Exercise calories the day's budget gains: all of them when the user turned the setting on, else none. */
export function useExerciseBudget(date: string): number {
  const day = trpc.activity.day.useQuery({ date });
  return day.data?.addToBudget ? day.data.calories : 0;
}
