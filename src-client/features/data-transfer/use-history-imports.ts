import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { invalidateAfterLogChange, invalidateAfterWeightChange } from '../../shared/invalidate.ts';
import { describeCounts, totalOf } from './import-view.ts';

/** `historyImport.list`: a preview waiting, and the past imports to undo. */
export function useHistoryImports() {
  return trpc.historyImport.list.useQuery();
}

/** `historyImport.commit` and `historyImport.undo`; afterwards the log, weigh-ins, activity and the list are read again. */
export function useHistoryImportActions() {
  const { t } = useTranslation('data-transfer');
  const utils = trpc.useUtils();
  const refresh = () => Promise.all([invalidateAfterLogChange(utils), invalidateAfterWeightChange(utils)]).then(() => utils.invalidate());
  const onError = (error: unknown) => notifyError(t('toasts.failed'), messageOf(error, t('toasts.tryAgain')));
  const commit = trpc.historyImport.commit.useMutation({
    onSuccess: (batch) => {
      notifySuccess(t('toasts.complete'), t('summary.added', { what: describeCounts(batch.toAdd, t), duplicates: totalOf(batch.duplicates) }));
      return refresh();
    },
    onError,
  });
  const undo = trpc.historyImport.undo.useMutation({ onSuccess: refresh, onError });
  return { commit, undo };
}
