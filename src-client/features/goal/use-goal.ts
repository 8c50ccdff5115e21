import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';

export function useGoal() {
  const utils = trpc.useUtils();
  const goal = trpc.goal.get.useQuery();
  const set = trpc.goal.set.useMutation({
    onSuccess: async (data) => {
      utils.goal.get.setData(undefined, data);
      notifySuccess('Goal saved', 'Your goal weight and weekly rate are set.');
      await utils.expenditure.checkIn.invalidate();
    },
    onError: (e) => {
      const fields = fieldErrorsFrom(e, ['goalWeight', 'weeklyRate']);
      notifyError('Goal not saved', fields.goalWeight ?? fields.weeklyRate ?? messageOf(e, 'Please try again.'));
    },
  });
  return { goal, set };
}

/** The check-in; accepting or keeping answers it, and accepting changes the targets everywhere. */
export function useCheckIn() {
  const utils = trpc.useUtils();
  const checkIn = trpc.expenditure.checkIn.useQuery();
  const refresh = () => Promise.all([utils.expenditure.invalidate(), utils.user.me.invalidate(), utils.goal.history.invalidate()]);
  const accept = trpc.expenditure.accept.useMutation({
    onSuccess: async () => {
      notifySuccess('New targets set', 'Your daily targets follow your check-in.');
      await refresh();
    },
    onError: (e) => notifyError('Targets not changed', messageOf(e, 'Please try again.')),
  });
  const keep = trpc.expenditure.keep.useMutation({
    onSuccess: async () => {
      notifySuccess('Targets kept', 'See you at next week’s check-in.');
      await refresh();
    },
    onError: (e) => notifyError('Check-in not saved', messageOf(e, 'Please try again.')),
  });
  return { checkIn, accept, keep };
}
