import { notifyError, notifySuccess } from '../../components/notify.ts';
import type { SwipeAction } from './SwipeFoodCard.tsx';
import type { FoodResult } from './types.ts';

export function shareText(food: FoodResult): string {
  const n = food.nutrition;
  return `${food.name} (${food.servingSize}): ${n.calories} kcal, ${n.protein} g protein, ${n.carbs} g carbs, ${n.fats} g fats`;
}

async function share(food: FoodResult): Promise<void> {
  const text = shareText(food);
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: food.name, text });
      notifySuccess('Shared', `${food.name} was shared.`);
    } else {
      await navigator.clipboard.writeText(text);
      notifySuccess('Copied to clipboard', text);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    notifyError('Could not share', 'Your browser did not allow sharing. Please try again.');
  }
}

export interface SwipeActionHandlers {
  toggleFavorite: (food: FoodResult) => boolean;
  edit: (food: FoodResult) => void;
  hide: (food: FoodResult) => void;
}

/** The swipe actions: each shows a toast (spec §4); the card closes its panel itself. */
export function runSwipeAction(action: SwipeAction, food: FoodResult, handlers: SwipeActionHandlers): void {
  switch (action) {
    case 'favorite': {
      const now = handlers.toggleFavorite(food);
      notifySuccess(now ? 'Added to favorites' : 'Removed from favorites', `${food.name} ${now ? 'is starred in your searches' : 'is no longer starred'}.`);
      return;
    }
    case 'edit':
      handlers.edit(food);
      notifySuccess('Edit serving', 'Choose a portion and servings, then add it to your log.');
      return;
    case 'share':
      void share(food);
      return;
    case 'delete':
      handlers.hide(food);
      notifySuccess('Removed from results', `${food.name} is hidden from these search results.`);
  }
}
