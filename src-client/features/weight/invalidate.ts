import type { TrpcReactUtils } from '../food-log/invalidate.ts';

/** Everything that shows weigh-ins: the list, and the progress summary (weight stats, achievements). */
export async function invalidateAfterWeightChange(utils: TrpcReactUtils): Promise<void> {
  await Promise.all([utils.weight.list.invalidate(), utils.weight.progress.invalidate()]);
}
