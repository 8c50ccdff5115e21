import type { trpc } from '../app/trpc.ts';

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

/**
 * Everything that shows or holds the day's calorie target (decision 099), refreshed after a change that
 * can move it: exercise with "add exercise calories" on, an accepted check-in, a profile save. The
 * coach's stored suggestions come back `stale` and the card regenerates them against the new target.
 */
export async function invalidateAfterTargetChange(utils: TrpcReactUtils): Promise<void> {
  await Promise.all([
    utils.user.me.invalidate(),
    utils.foodLog.dailyProgress.invalidate(),
    utils.ai.latestSuggestions.invalidate(),
    utils.nutrients.report.invalidate(),
    utils.nutrients.targets.invalidate(),
    utils.expenditure.invalidate(),
    utils.goal.history.invalidate(),
  ]);
}

/** Everything that shows weigh-ins: the list, and the progress summary (weight stats, achievements). */
export async function invalidateAfterWeightChange(utils: TrpcReactUtils): Promise<void> {
  // A weigh-in moves targets that come from the profile's formula (decision 099).
  await Promise.all([utils.weight.list.invalidate(), utils.weight.progress.invalidate(), utils.user.me.invalidate(), utils.foodLog.dailyProgress.invalidate()]);
}
