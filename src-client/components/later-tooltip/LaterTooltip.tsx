import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

// Mantine's Tooltip brings floating-ui with it; no screen needs a tooltip to paint, so it loads after (decision 078).
const Tooltip = lazy(() => import('./mantine-tooltip.ts'));

/** Mantine's Tooltip, its code loaded after the first paint; until then the element shows without it. */
export function LaterTooltip({ children, ...props }: TooltipProps) {
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}
