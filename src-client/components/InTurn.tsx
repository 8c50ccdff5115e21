import { createContext, startTransition, Suspense, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { afterNextPaint } from './after-next-paint.ts';

interface Turns {
  shown: number;
  done: (index: number) => () => void;
}

const TurnsContext = createContext<Turns | null>(null);

/**
 * Shows the panels inside it (`InTurn`) one at a time, in order, each once the one before it has
 * painted. React renders in slices but commits a whole update at once: panels whose code arrives
 * together would mount in one long task, and a tap would wait for all of them (decision 082).
 */
export function InTurns({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(0);
  const done = useCallback(
    (index: number) => afterNextPaint(() => startTransition(() => setShown((current) => Math.max(current, index + 1)))),
    [],
  );
  const turns = useMemo(() => ({ shown, done }), [shown, done]);
  return <TurnsContext value={turns}>{children}</TurnsContext>;
}

/** A panel shown in its turn (`index`, from 0); `fallback` holds its place until then and while its code loads. */
export function InTurn({ index, fallback, children }: { index: number; fallback: ReactNode; children: ReactNode }) {
  const turns = use(TurnsContext);
  if (turns && index > turns.shown) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Shown index={index} />
      {children}
    </Suspense>
  );
}

/** Commits with the panel's content (same Suspense boundary), then lets the next panel have its turn. */
function Shown({ index }: { index: number }) {
  const done = use(TurnsContext)?.done;
  useEffect(() => done?.(index), [done, index]);
  return null;
}
