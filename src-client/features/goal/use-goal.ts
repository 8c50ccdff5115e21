import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { fieldErrorsFrom, messageOf } from '../../lib/api-errors.ts';
import { invalidateAfterTargetChange } from '../../shared/invalidate.ts';

export function useGoal() {
  const { t } = useTranslation('goal');
  const utils = trpc.useUtils();
  const goal = trpc.goal.get.useQuery();
  const set = trpc.goal.set.useMutation({
    onSuccess: async (data) => {
      utils.goal.get.setData(undefined, data);
      notifySuccess(t('goal.saved'), t('goal.savedDetail'));
      await utils.expenditure.checkIn.invalidate();
    },
    onError: (e) => {
      const fields = fieldErrorsFrom(e, ['goalWeight', 'weeklyRate']);
      notifyError(t('goal.notSaved'), fields.goalWeight ?? fields.weeklyRate ?? messageOf(e, t('goal.tryAgain')));
    },
  });
  return { goal, set };
}

/** The check-in; accepting or keeping answers it, and accepting changes the targets everywhere. */
export function useCheckIn() {
  const { t } = useTranslation('goal');
  const utils = trpc.useUtils();
  const checkIn = trpc.expenditure.checkIn.useQuery();
  const refresh = () => invalidateAfterTargetChange(utils);
  const accept = trpc.expenditure.accept.useMutation({
    onSuccess: async () => {
      notifySuccess(t('checkIn.accepted'), t('checkIn.acceptedDetail'));
      await refresh();
    },
    onError: (e) => notifyError(t('checkIn.notAccepted'), messageOf(e, t('goal.tryAgain'))),
  });
  const keep = trpc.expenditure.keep.useMutation({
    onSuccess: async () => {
      notifySuccess(t('checkIn.kept'), t('checkIn.keptDetail'));
      await refresh();
    },
    onError: (e) => notifyError(t('checkIn.notKept'), messageOf(e, t('goal.tryAgain'))),
  });
  return { checkIn, accept, keep };
}
