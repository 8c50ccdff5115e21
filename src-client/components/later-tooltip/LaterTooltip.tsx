import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { AfterFirstPaint } from '../AfterFirstPaint.tsx';

// Mantine's Tooltip brings floating-ui with it; no screen needs a tooltip to paint, so its code is
// asked for after the first paint (decisions 078 and 081).
const Tooltip = lazy(() => import('./mantine-tooltip.ts'));

/** Mantine's Tooltip, its code loaded after the first paint; until then the element shows without it. */
export function LaterTooltip({ children, ...props }: TooltipProps) {
  return (
    <AfterFirstPaint fallback={children}>
      <Suspense fallback={children}>
        <Tooltip {...props}>{children}</Tooltip>
      </Suspense>
    </AfterFirstPaint>
  );
}
