import type { TrpcReactUtils } from '../food-log/invalidate.ts';

/** Everything that shows weigh-ins: the list, and the progress summary (weight stats, achievements). */
export async function invalidateAfterWeightChange(utils: TrpcReactUtils): Promise<void> {
  // A weigh-in moves targets that come from the profile's formula (decision 099).
  await Promise.all([utils.weight.list.invalidate(), utils.weight.progress.invalidate(), utils.user.me.invalidate(), utils.foodLog.dailyProgress.invalidate()]);
}
