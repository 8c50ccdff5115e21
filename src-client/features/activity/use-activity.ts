import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { notifyError } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { invalidateAfterTargetChange } from '../../shared/invalidate.ts';

/** Today's exercise, steps and the budget setting; every change answers with the day as it now stands. */
export function useActivity(date: string) {
  const { t } = useTranslation('activity');
  const utils = trpc.useUtils();
  const day = trpc.activity.day.useQuery({ date });
  const catalog = trpc.activity.catalog.useQuery(undefined, { staleTime: Infinity });
  // Exercise can raise the day's calorie target (decision 099), which every screen showing it reads.
  const onSuccess = (data: Parameters<typeof utils.activity.day.setData>[1]) => {
    utils.activity.day.setData({ date }, data);
    void invalidateAfterTargetChange(utils);
  };
  const onError = (e: unknown) => notifyError(t('toasts.notSaved'), messageOf(e, t('toasts.tryAgain')));
  const add = trpc.activity.add.useMutation({ onSuccess, onError });
  const steps = trpc.activity.setSteps.useMutation({ onSuccess, onError });
  const settings = trpc.activity.setSettings.useMutation({ onSuccess, onError });
  const remove = trpc.activity.remove.useMutation({ onSuccess: () => Promise.all([utils.activity.day.invalidate({ date }), invalidateAfterTargetChange(utils)]), onError });
  return { day, catalog, add, steps, settings, remove };
}
