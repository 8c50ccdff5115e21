import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a render of their own, after the screen around them has painted. A store
 * update (the session arriving, the route's code loading) renders at once, in one long task; a
 * deferred value is rendered in the background, yielding to the browser every few milliseconds. So
 * the page's heading paints first and the rest never holds up a tap for long (decision 080).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
