import type { ScreenNeeds } from '../../app/screen-needs.ts';
import type { TrpcUtils } from '../../app/trpc.ts';
import { prefetchToday } from '../../shared/use-user-today.ts';

/**
 * Today's numbers and what the Add Food tab opens on (recent foods, the user's foods and saved meals),
 * asked for with the session, so the tab mounts with its lists instead of rendering again as each arrives.
 */
function prefetchFoodLog(trpc: TrpcUtils): void {
  prefetchToday(trpc);
  void trpc.foodLog.list.prefetch();
  void trpc.customFood.list.prefetch();
  void trpc.savedMeal.list.prefetch();
}

/** The food log's messages and the data it opens on. */
export const foodLogNeeds: ScreenNeeds = { messages: ['food-log'], prefetch: prefetchFoodLog };
