import type { ScreenNeeds } from '../../app/screen-needs.ts';
import type { TrpcUtils } from '../../app/trpc.ts';
import { messageBundles } from '../../i18n/message-bundles.ts';
import { prefetchToday } from '../../shared/use-user-today.ts';

/**
 * Today's numbers and what the panels below them open on (water, the activity catalog, weights,
 * progress, the goal, the coach's suggestions), asked for with the session: each panel then mounts with its
 * data, in one render, instead of drawing a placeholder and rendering again when its answer comes.
 */
function prefetchDashboard(trpc: TrpcUtils): void {
  const date = prefetchToday(trpc);
  void trpc.water.day.prefetch({ date });
  void trpc.activity.catalog.prefetch();
  void trpc.weight.list.prefetch();
  void trpc.weight.progress.prefetch();
  // The weight card judges "steady" against the goal's weekly rate.
  void trpc.goal.get.prefetch();
  void trpc.ai.latestSuggestions.prefetch();
}

/** The dashboard's messages and the data it opens on, at /dashboard and at / for a complete user. */
export const dashboardNeeds: ScreenNeeds = { messages: messageBundles.dashboard, prefetch: prefetchDashboard };
