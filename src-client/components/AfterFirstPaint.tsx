import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from './after-next-paint.ts';

/**
 * Renders its children once the screen around them has painted, in a render of their own. A store
 * update (the session arriving, the route's code loading) renders at once, in one long task; a
 * deferred value is rendered in the background, yielding to the browser every few milliseconds. So
 * the page's heading paints first, the code the children load is asked for after it, and the rest
 * never holds up a tap for long (decisions 080 and 081). The fallback, if any, paints in their place
 * meanwhile.
 */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  const ready = useDeferredValue(painted, false);
  return ready ? children : fallback;
}
