import { messageOf } from '../../lib/api-errors.ts';
import { trpc } from '../../app/trpc.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { invalidateAfterLogChange } from './invalidate.ts';

const failed = (title: string) => (error: unknown) => notifyError(title, messageOf(error, 'Please try again.'));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `foodLog.copy`: a meal or a day to another day. */
export function useCopyEntries() {
  const utils = trpc.useUtils();
  return trpc.foodLog.copy.useMutation({
    onSuccess: async (result) => {
      notifySuccess('Copied', `${result.copied} ${result.copied === 1 ? 'entry' : 'entries'} copied.`);
      await invalidateAfterLogChange(utils);
    },
    onError: failed('Error copying'),
  });
}

/** The saved-meal mutations, each refreshing the list (and the log, for logging one). */
export function useSavedMealActions() {
  const utils = trpc.useUtils();
  const refresh = () => utils.savedMeal.list.invalidate();
  return {
    create: trpc.savedMeal.create.useMutation({
      onSuccess: async (meal) => {
        notifySuccess('Meal saved', `"${meal.name}" is in your saved meals.`);
        await refresh();
      },
      onError: failed('Error saving meal'),
    }),
    rename: trpc.savedMeal.rename.useMutation({ onSuccess: refresh, onError: failed('Error renaming meal') }),
    remove: trpc.savedMeal.remove.useMutation({
      onSuccess: async () => {
        notifySuccess('Saved meal deleted', 'Your log is unchanged.');
        await refresh();
      },
      onError: failed('Error deleting meal'),
    }),
    log: trpc.savedMeal.log.useMutation({
      onSuccess: async (result) => {
        notifySuccess('Food logged successfully!', `${plural(result.entries.length, 'item')} added to your log.`);
        await invalidateAfterLogChange(utils);
      },
      onError: failed('Error logging meal'),
    }),
  };
}
