import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { invalidateAfterLogChange } from '../../shared/invalidate.ts';

/** `foodLog.copy`: a meal or a day to another day. */
export function useCopyEntries() {
  const { t } = useTranslation('food-log');
  const utils = trpc.useUtils();
  return trpc.foodLog.copy.useMutation({
    onSuccess: async (result) => {
      notifySuccess(t('toasts.copied'), t('toasts.copiedMessage', { count: result.copied }));
      await invalidateAfterLogChange(utils);
    },
    onError: (error) => notifyError(t('toasts.copyFailed'), messageOf(error, t('actions.tryAgain'))),
  });
}

/** The saved-meal mutations, each refreshing the list (and the log, for logging one). */
export function useSavedMealActions() {
  const { t } = useTranslation('food-log');
  const utils = trpc.useUtils();
  const refresh = () => utils.savedMeal.list.invalidate();
  const failed = (title: string) => (error: unknown) => notifyError(title, messageOf(error, t('actions.tryAgain')));
  return {
    create: trpc.savedMeal.create.useMutation({
      onSuccess: async (meal) => {
        notifySuccess(t('toasts.mealSaved'), t('toasts.mealSavedMessage', { name: meal.name }));
        await refresh();
      },
      onError: failed(t('toasts.saveFailed')),
    }),
    rename: trpc.savedMeal.rename.useMutation({ onSuccess: refresh, onError: failed(t('toasts.renameFailed')) }),
    remove: trpc.savedMeal.remove.useMutation({
      onSuccess: async () => {
        notifySuccess(t('toasts.mealDeleted'), t('toasts.mealDeletedMessage'));
        await refresh();
      },
      onError: failed(t('toasts.deleteFailed')),
    }),
    log: trpc.savedMeal.log.useMutation({
      onSuccess: async (result) => {
        notifySuccess(t('toasts.logged'), t('toasts.mealLoggedMessage', { count: result.entries.length }));
        await invalidateAfterLogChange(utils);
      },
      onError: failed(t('toasts.mealLogFailed')),
    }),
  };
}
