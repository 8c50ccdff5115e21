import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { notifyError } from '../../components/notify.ts';
import { messageOf } from '../../lib/api-errors.ts';

/** The user's starred foods, and a toggle that shows the star at once and undoes it if saving fails. */
export function useFavorites() {
  const { t } = useTranslation('food-log');
  const utils = trpc.useUtils();
  const ids = trpc.foodLog.favorites.useQuery(undefined, { staleTime: 60_000 }).data ?? [];
  const mutation = trpc.foodLog.setFavorite.useMutation({
    onMutate: async (input) => {
      const foodId = Number(input.foodId);
      await utils.foodLog.favorites.cancel();
      const before = utils.foodLog.favorites.getData();
      utils.foodLog.favorites.setData(undefined, (old = []) => (input.favorite ? [foodId, ...old.filter((id) => id !== foodId)] : old.filter((id) => id !== foodId)));
      return { before };
    },
    onError: (error, _input, context) => {
      utils.foodLog.favorites.setData(undefined, context?.before);
      notifyError(t('swipe.favoritesFailed'), messageOf(error, t('actions.tryAgain')));
    },
    onSettled: () => utils.foodLog.favorites.invalidate(),
  });
  const favorites: ReadonlySet<number> = new Set(ids);
  const toggle = (foodId: number): boolean => {
    const favorite = !favorites.has(foodId);
    mutation.mutate({ foodId, favorite });
    return favorite;
  };
  return { favorites, toggle };
}
