import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { notifyError } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { useUser } from '../../shared/use-current-user.ts';
import { sendOrQueue } from '../../offline/send-or-queue.ts';
import { useOutbox } from '../../offline/use-outbox.ts';
import { withWaitingWater } from '../../offline/waiting-entries.ts';

type AddInput = { date: string; amount: number; unit: 'ml' | 'fl_oz' };

/** Today's water with add and delete; each answer is the day as it now stands. Offline, a drink waits in the outbox. */
export function useWater(date: string) {
  const { t } = useTranslation('water');
  const utils = trpc.useUtils();
  const userId = useUser()?.id;
  const query = trpc.water.day.useQuery({ date });
  const outbox = useOutbox();
  // Drinks made offline count at once, marked as waiting, until the server lists them.
  const data = useMemo(() => query.data && withWaitingWater(query.data, outbox, date), [query.data, outbox, date]);
  const day = { ...query, data };
  const onSuccess = (data: Parameters<typeof utils.water.day.setData>[1]) => utils.water.day.setData({ date }, data);
  const addMutation = trpc.water.add.useMutation({ onSuccess });
  const add = {
    isPending: addMutation.isPending,
    variables: addMutation.variables,
    mutate: (input: AddInput, options: { onSuccess?: () => void } = {}) =>
      sendOrQueue({ path: 'water.add', input, label: t('toasts.outboxLabel', { amount: input.amount, unit: input.unit === 'ml' ? 'ml' : 'fl oz' }), userId }, (withId, queuedOnNetworkError) =>
        addMutation.mutate(withId, {
          onSuccess: () => options.onSuccess?.(),
          onError: (e) => {
            if (!queuedOnNetworkError(e)) notifyError(t('toasts.notAdded'), messageOf(e, t('toasts.tryAgain')));
          },
        }), options.onSuccess),
  };
  const remove = trpc.water.remove.useMutation({
    onSuccess: () => utils.water.day.invalidate({ date }),
    onError: (e) => notifyError(t('toasts.notDeleted'), messageOf(e, t('toasts.tryAgain'))),
  });
  return { day, add, remove };
}
