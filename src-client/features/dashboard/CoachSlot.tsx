import type { ReactNode } from 'react';
import { AiCoachCard } from '../coach/AiCoachCard.tsx';

/** Top of the dashboard: the AI Nutrition Coach card, kept as the guided tour's 'ai-coach' target. */
export function CoachSlot({ children }: { children?: ReactNode }) {
  return <div data-tour="ai-coach">{children ?? <AiCoachCard />}</div>;
}
