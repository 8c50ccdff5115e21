import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { TourContext, type TourControls } from './tour-context.ts';
import { TOUR_ACTION_DELAY_MS, TOUR_INACTIVE, tourReducer, type TourStep } from './tour-machine.ts';

// Only a started tour needs the overlay; keep it out of the entry chunk.
const TourOverlay = lazy(() => import('./TourOverlay.tsx').then((m) => ({ default: m.TourOverlay })));

/** Where focus goes back to when the element that started the tour is gone (e.g. a dismissed prompt). */
export const TOUR_FALLBACK_FOCUS = '[data-tour-help]';

/** Holds the guided tour's state and shows its overlay while a tour runs. */
export function TourProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(tourReducer, TOUR_INACTIVE);
  const returnTo = useRef<HTMLElement | null>(null);
  const wasActive = useRef(false);

  const start = useCallback((steps: readonly TourStep[]) => {
    if (document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
    dispatch({ type: 'start', steps });
  }, []);
  const end = useCallback(() => dispatch({ type: 'end' }), []);

  const step = state.active ? state.steps[state.index]! : null;

  // A step's action runs a moment after the step shows (300 ms).
  useEffect(() => {
    if (!step?.action) return;
    const timer = window.setTimeout(step.action, TOUR_ACTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [step]);

  // Browser back/forward leaves the page the tour explains.
  useEffect(() => {
    if (!state.active) return;
    window.addEventListener('popstate', end);
    return () => window.removeEventListener('popstate', end);
  }, [state.active, end]);

  // Focus returns to where it was before the tour.
  useEffect(() => {
    if (wasActive.current && !state.active) {
      const target = returnTo.current?.isConnected ? returnTo.current : document.querySelector<HTMLElement>(TOUR_FALLBACK_FOCUS);
      target?.focus();
      returnTo.current = null;
    }
    wasActive.current = state.active;
  }, [state.active]);

  const controls = useMemo<TourControls>(
    () => ({
      active: state.active,
      step,
      index: state.active ? state.index : 0,
      total: state.active ? state.steps.length : 0,
      start,
      next: () => dispatch({ type: 'next' }),
      back: () => dispatch({ type: 'back' }),
      skip: () => dispatch({ type: 'skip' }),
      end,
    }),
    [state, step, start, end],
  );

  return (
    <TourContext.Provider value={controls}>
      {children}
      {step && (
        <Suspense fallback={null}>
          <TourOverlay step={step} index={controls.index} total={controls.total} dispatch={dispatch} />
        </Suspense>
      )}
    </TourContext.Provider>
  );
}
