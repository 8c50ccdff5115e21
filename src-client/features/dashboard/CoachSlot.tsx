import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

// A chunk of its own, like the panels below it: its menus, tooltips and collapsing tips are not
// needed for the first paint.
const AiCoachCard = lazy(() => import('../coach/index.ts').then((m) => ({ default: m.AiCoachCard })));

/**
 * Top of the dashboard: the AI Nutrition Coach card, kept as the guided tour's 'ai-coach' target
 * and as the place the Daily Suggestions menu item scrolls to (`/dashboard#ai-coach`).
 */
export function CoachSlot() {
  return (
    <div data-tour="ai-coach" id="ai-coach">
      <Suspense fallback={<Skeleton height={160} radius="md" />}>
        <AiCoachCard />
      </Suspense>
    </div>
  );
}
