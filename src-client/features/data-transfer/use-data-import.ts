import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { messageOf } from '../../lib/api-errors.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { invalidateAfterLogChange, invalidateAfterWeightChange } from '../../shared/invalidate.ts';
import { importSummary } from './import-view.ts';

/** `data.previewImport`: what a file would add; nothing is written. */
export function usePreviewImport() {
  return trpc.data.previewImport.useMutation();
}

/** `data.commitImport` with a summary toast; afterwards every view of the imported data is refreshed. */
export function useCommitImport() {
  const { t } = useTranslation('data-transfer');
  const utils = trpc.useUtils();
  const mutation = trpc.data.commitImport.useMutation({
    // Food logs, weigh-ins and progress explicitly; then the rest (meal plans, prep sessions) with everything else.
    onSuccess: () => Promise.all([invalidateAfterLogChange(utils), invalidateAfterWeightChange(utils)]).then(() => utils.invalidate()),
  });
  const commit = (input: Parameters<typeof mutation.mutate>[0], onDone: () => void) =>
    mutation.mutate(input, {
      onSuccess: (result) => {
        notifySuccess(t('toasts.complete'), importSummary(result, t));
        onDone();
      },
      onError: (error) => notifyError(t('toasts.failed'), messageOf(error, t('toasts.tryAgain'))),
    });
  return { commit, isPending: mutation.isPending };
}
