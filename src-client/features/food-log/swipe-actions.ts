import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import type { SwipeAction } from './SwipeFoodCard.tsx';
import type { FoodResult } from '../../shared/food-log-types.ts';

export interface SwipeActionHandlers {
  toggleFavorite: (food: FoodResult) => boolean;
  edit: (food: FoodResult) => void;
  hide: (food: FoodResult) => void;
}

/** The swipe actions: each shows a toast; the card closes its panel itself. */
export function useSwipeActions(handlers: SwipeActionHandlers): (action: SwipeAction, food: FoodResult) => void {
  const { t } = useTranslation('food-log');

  const share = async (food: FoodResult) => {
    const { calories, protein, carbs, fats } = food.nutrition;
    const text = t('swipe.shareText', { food: food.name, serving: food.servingSize, calories, protein, carbs, fats });
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: food.name, text });
        notifySuccess(t('swipe.shared'), t('swipe.sharedMessage', { food: food.name }));
      } else {
        await navigator.clipboard.writeText(text);
        notifySuccess(t('swipe.copied'), text);
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notifyError(t('swipe.shareFailed'), t('swipe.shareFailedMessage'));
    }
  };

  return (action, food) => {
    switch (action) {
      case 'favorite': {
        const now = handlers.toggleFavorite(food);
        notifySuccess(t(now ? 'swipe.favorited' : 'swipe.unfavorited'), t(now ? 'swipe.favoritedMessage' : 'swipe.unfavoritedMessage', { food: food.name }));
        return;
      }
      case 'edit':
        handlers.edit(food);
        notifySuccess(t('swipe.edit'), t('swipe.editMessage'));
        return;
      case 'share':
        void share(food);
        return;
      case 'delete':
        handlers.hide(food);
        notifySuccess(t('swipe.hidden'), t('swipe.hiddenMessage', { food: food.name }));
    }
  };
}
