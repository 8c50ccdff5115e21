import { useTranslation } from 'react-i18next';
import { fieldErrorsFrom, messageOf } from '../lib/api-errors.ts';
import { trpc } from '../app/trpc.ts';
import { notifyError, notifySuccess } from '../components/notify.ts';
import { useUser } from './use-current-user.ts';
import { sendOrQueue } from '../offline/send-or-queue.ts';
import { invalidateAfterWeightChange } from './invalidate.ts';
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

/** `weight.create` with its success and failure toasts; field errors from a 400 go back to the form. */
export function useLogWeight() {
  const { t } = useTranslation('weight');
  const utils = trpc.useUtils();
  const userId = useUser()?.id;
  const mutation = trpc.weight.create.useMutation({ onSuccess: () => invalidateAfterWeightChange(utils) });
  const log = (input: { weight: number; date?: string }, options: { onDone?: () => void; onFieldErrors?: (errors: FieldErrors) => void } = {}) =>
    sendOrQueue({ path: 'weight.create', input, label: t('toasts.outboxLabel', { kg: input.weight }), userId }, (withId, queuedOnNetworkError) => mutation.mutate(withId, {
      onSuccess: () => {
        notifySuccess(t('toasts.logged'), t('toasts.loggedDetail'));
        options.onDone?.();
      },
      onError: (error) => {
        if (queuedOnNetworkError(error)) return;
        const fields: FieldErrors = fieldErrorsFrom(error, ['weight', 'date']);
        if (fields.weight) notifyError(t('invalid.title'), fields.weight);
        else notifyError(t('toasts.logError'), fields.date ?? messageOf(error, t('toasts.tryAgain')));
        options.onFieldErrors?.(fields);
      },
    }), options.onDone);
  return { log, isPending: mutation.isPending };
}

/** `weight.remove` with a toast either way; the lists and progress refresh after it. */
export function useDeleteWeight() {
  const { t } = useTranslation('weight');
  const utils = trpc.useUtils();
  const mutation = trpc.weight.remove.useMutation({
    onSuccess: () => {
      notifySuccess(t('toasts.deleted'), t('toasts.deletedDetail'));
      return invalidateAfterWeightChange(utils);
    },
    onError: (error) => notifyError(t('toasts.deleteError'), messageOf(error, t('toasts.tryAgain'))),
  });
  return { remove: (id: number) => mutation.mutate({ id }), pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}
