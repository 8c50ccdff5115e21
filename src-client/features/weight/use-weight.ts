import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { useUser } from '../auth/use-current-user.ts';
import { sendOrQueue } from '../offline/send-or-queue.ts';
import { invalidateAfterWeightChange } from './invalidate.ts';
import { INVALID_WEIGHT } from './weight-form.ts';
import type { WeightUnit } from './weight-units.ts';

/** The signed-in user's display unit for weights (stored values are kg). */
export function useWeightUnit(): WeightUnit {
  return useUser()?.weightUnit ?? 'kg';
}

/** The user's weigh-ins, newest first. */
export function useWeightLogs() {
  return trpc.weight.list.useQuery();
}

type FieldErrors = Partial<Record<'weight' | 'date', string>>;

/** `weight.create` with the spec's toasts (§7, §8); field errors from a 400 go back to the form. */
export function useLogWeight() {
  const utils = trpc.useUtils();
  const userId = useUser()?.id;
  const mutation = trpc.weight.create.useMutation({ onSuccess: () => invalidateAfterWeightChange(utils) });
  const log = (input: { weight: number; date?: string }, options: { onDone?: () => void; onFieldErrors?: (errors: FieldErrors) => void } = {}) =>
    sendOrQueue({ path: 'weight.create', input, label: `Weight ${input.weight} kg`, userId }, (withId, queuedOnNetworkError) => mutation.mutate(withId, {
      onSuccess: () => {
        notifySuccess('Weight logged successfully!', 'Your weight has been recorded.');
        options.onDone?.();
      },
      onError: (error) => {
        if (queuedOnNetworkError(error)) return;
        const fields: FieldErrors = fieldErrorsFrom(error, ['weight', 'date']);
        if (fields.weight) notifyError(INVALID_WEIGHT, fields.weight);
        else notifyError('Error logging weight', fields.date ?? messageOf(error, 'Please try again.'));
        options.onFieldErrors?.(fields);
      },
    }), options.onDone);
  return { log, isPending: mutation.isPending };
}

/** `weight.remove` with a toast either way; the lists and progress refresh after it. */
export function useDeleteWeight() {
  const utils = trpc.useUtils();
  const mutation = trpc.weight.remove.useMutation({
    onSuccess: () => {
      notifySuccess('Weigh-in deleted', 'The weigh-in has been removed from your history.');
      return invalidateAfterWeightChange(utils);
    },
    onError: (error) => notifyError('Error deleting weigh-in', messageOf(error, 'Please try again.')),
  });
  return { remove: (id: number) => mutation.mutate({ id }), pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}
