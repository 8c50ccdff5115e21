import { messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { useUser } from '../auth/use-current-user.ts';
import { sendOrQueue } from '../offline/send-or-queue.ts';
import { invalidateAfterLogChange } from './invalidate.ts';
import type { CreateLogInput, UpdateLogInput } from './types.ts';

interface Toast {
  title: string;
  message: string;
}

export const LOGGED_TOAST: Toast = { title: 'Food logged successfully!', message: "Your meal has been added to today's log." };

/** `foodLog.create` with the spec's toasts (§7, §8); `success` replaces the default toast. */
export function useLogFood() {
  const utils = trpc.useUtils();
  const userId = useUser()?.id;
  const mutation = trpc.foodLog.create.useMutation({ onSuccess: () => invalidateAfterLogChange(utils) });
  const log = (input: CreateLogInput, options: { success?: Toast; onDone?: () => void } = {}) =>
    sendOrQueue(
      { path: 'foodLog.create', input, label: `${input.foodName} · ${input.mealType}`, userId },
      (withId, queuedOnNetworkError) =>
        mutation.mutate(withId, {
          onSuccess: () => {
            const toast = options.success ?? LOGGED_TOAST;
            notifySuccess(toast.title, toast.message);
            options.onDone?.();
          },
          onError: (error) => {
            if (!queuedOnNetworkError(error)) notifyError('Error logging food', messageOf(error, 'Please try again.'));
          },
        }),
      options.onDone,
    );
  return { log, isPending: mutation.isPending };
}

/** `foodLog.remove` with 'Food removed' / 'Error removing food'. */
export function useRemoveFood() {
  const utils = trpc.useUtils();
  const mutation = trpc.foodLog.remove.useMutation({ onSuccess: () => invalidateAfterLogChange(utils) });
  const remove = (entry: { id: number; foodName: string }, onDone?: () => void) =>
    mutation.mutate(
      { id: entry.id },
      {
        onSuccess: () => {
          notifySuccess('Food removed', `${entry.foodName} was removed from your log.`);
          onDone?.();
        },
        onError: (error) => notifyError('Error removing food', messageOf(error, 'Please try again.')),
      },
    );
  return { remove, isPending: mutation.isPending, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}

/** `foodLog.update` for editing a portion. */
export function useUpdateFood() {
  const utils = trpc.useUtils();
  const mutation = trpc.foodLog.update.useMutation({ onSuccess: () => invalidateAfterLogChange(utils) });
  const update = (input: UpdateLogInput, onDone?: () => void) =>
    mutation.mutate(input, {
      onSuccess: () => {
        notifySuccess('Portion updated', 'Your log has been updated.');
        onDone?.();
      },
      onError: (error) => notifyError('Error updating food', messageOf(error, 'Please try again.')),
    });
  return { update, isPending: mutation.isPending };
}
