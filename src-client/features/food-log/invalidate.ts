import type { trpc } from '../../app/trpc.ts';

export type TrpcReactUtils = ReturnType<typeof trpc.useUtils>;

/**
 * Everything that shows logged food, refreshed after a create, update or remove. The one place to
 * extend when another feature (the AI coach's suggestions, streaks) depends on the food log.
 * The coach's stored suggestions come back `stale` and the coach card regenerates them.
 */
export async function invalidateAfterLogChange(utils: TrpcReactUtils): Promise<void> {
  await Promise.all([
    utils.foodLog.list.invalidate(),
    utils.foodLog.dailyProgress.invalidate(),
    utils.foodLog.dailyTotals.invalidate(),
    utils.ai.latestSuggestions.invalidate(),
    utils.weight.progress.invalidate(),
    utils.nutrients.report.invalidate(),
  ]);
}
