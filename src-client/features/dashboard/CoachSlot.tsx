import type { ReactNode } from 'react';
import { AiCoachCard } from '../coach/index.ts';

/**
 * Top of the dashboard: the AI Nutrition Coach card, kept as the guided tour's 'ai-coach' target
 * and as the place the Daily Suggestions menu item scrolls to (`/dashboard#ai-coach`).
 */
export function CoachSlot({ children }: { children?: ReactNode }) {
  return (
    <div data-tour="ai-coach" id="ai-coach">
      {children ?? <AiCoachCard />}
    </div>
  );
}
