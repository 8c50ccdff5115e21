import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { notifyUndoable } from '../../components/notify-undo.tsx';
import { useUser } from '../../shared/use-current-user.ts';
import { sendOrQueue } from '../../offline/send-or-queue.ts';
import { invalidateAfterLogChange } from '../../shared/invalidate.ts';
import type { CreateLogInput, UpdateLogInput } from '../../shared/food-log-types.ts';

interface Toast {
  title: string;
  message: string;
}

export const LOGGED_TOAST: Toast = { title: 'Food logged successfully!', message: "Your meal has been added to today's log." };

/** `foodLog.create` with its success and failure toasts; `success` replaces the default toast. */
export function useLogFood() {
  const { t } = useTranslation('food-log');
  const utils = trpc.useUtils();
  const userId = useUser()?.id;
  const mutation = trpc.foodLog.create.useMutation({ onSuccess: () => invalidateAfterLogChange(utils) });
  const log = (input: CreateLogInput, options: { success?: Toast; onDone?: () => void } = {}) =>
    sendOrQueue(
      { path: 'foodLog.create', input, label: t('toasts.queued', { food: input.foodName, meal: input.mealType }), userId },
      (withId, queuedOnNetworkError) =>
        mutation.mutate(withId, {
          onSuccess: () => {
            const toast = options.success ?? { title: t('toasts.logged'), message: t('toasts.loggedMessage') };
            notifySuccess(toast.title, toast.message);
            options.onDone?.();
          },
          onError: (error) => {
            if (!queuedOnNetworkError(error)) notifyError(t('toasts.logFailed'), messageOf(error, t('actions.tryAgain')));
          },
        }),
      options.onDone,
    );
  return { log, isPending: mutation.isPending };
}

/** `foodLog.remove` with 'Food removed' and its Undo (the same entry back) / 'Error removing food'. */
export function useRemoveFood() {
  const { t } = useTranslation('food-log');
  const utils = trpc.useUtils();
  const mutation = trpc.foodLog.remove.useMutation({ onSuccess: () => invalidateAfterLogChange(utils) });
  const restore = trpc.foodLog.restore.useMutation({
    onSuccess: (entry) => {
      notifySuccess(t('toasts.restored'), t('toasts.restoredMessage', { food: entry.foodName }));
      return invalidateAfterLogChange(utils);
    },
    onError: (error) => notifyError(t('toasts.restoreFailed'), messageOf(error, t('actions.tryAgain'))),
  });
  const remove = (entry: { id: number; foodName: string }, onDone?: () => void) =>
    mutation.mutate(
      { id: entry.id },
      {
        onSuccess: () => {
          notifyUndoable({
            title: t('toasts.removed'),
            message: t('toasts.removedMessage', { food: entry.foodName }),
            undoLabel: t('toasts.undo'),
            onUndo: () => restore.mutate({ id: entry.id }),
          });
          onDone?.();
        },
        onError: (error) => notifyError(t('toasts.removeFailed'), messageOf(error, t('actions.tryAgain'))),
      },
    );
  return { remove, isPending: mutation.isPending, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}

/** `foodLog.update` for editing a portion. */
export function useUpdateFood() {
  const { t } = useTranslation('food-log');
  const utils = trpc.useUtils();
  const mutation = trpc.foodLog.update.useMutation({ onSuccess: () => invalidateAfterLogChange(utils) });
  const update = (input: UpdateLogInput, onDone?: () => void) =>
    mutation.mutate(input, {
      onSuccess: () => {
        notifySuccess(t('toasts.updated'), t('toasts.updatedMessage'));
        onDone?.();
      },
      onError: (error) => notifyError(t('toasts.updateFailed'), messageOf(error, t('actions.tryAgain'))),
    });
  return { update, isPending: mutation.isPending };
}
