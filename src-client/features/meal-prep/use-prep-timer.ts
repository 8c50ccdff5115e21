import { useCallback, useEffect, useRef, useState } from 'react';
import * as timer from './timer-state.ts';

export const TICK_MS = 1000;

interface Handlers {
  /** A step reached 0 and `nextIndex` began. */
  onStepDone: (nextIndex: number) => void;
  /** The last step reached 0. */
  onComplete: () => void;
}

/**
 * Runs the timer state machine against the wall clock: a 1000 ms interval and every return to a
 * visible tab call `tick(Date.now())`, so time hidden in the background is caught up at once.
 */
export function usePrepTimer(handlers: Handlers) {
  const [state, setState] = useState<timer.TimerState>(() => timer.createTimer([]));
  const ref = useRef(state);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  const apply = useCallback((next: timer.TimerState) => {
    ref.current = next;
    setState(next);
  }, []);

  const advance = useCallback(() => {
    const result = timer.tick(ref.current, Date.now());
    if (result.state === ref.current) return;
    apply(result.state);
    if (result.finished.length === 0) return;
    if (result.completed) handlersRef.current.onComplete();
    else handlersRef.current.onStepDone(result.state.stepIndex);
  }, [apply]);

  const running = state.status === 'running';
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(advance, TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') advance();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [running, advance]);

  return {
    state,
    load: (durations: readonly number[]) => apply(timer.createTimer(durations)),
    start: () => apply(timer.start(ref.current, Date.now())),
    pause: () => {
      advance();
      apply(timer.pause(ref.current, Date.now()));
    },
    resume: () => apply(timer.resume(ref.current, Date.now())),
    reset: () => apply(timer.reset(ref.current)),
    jump: (index: number) => {
      advance();
      apply(timer.jump(ref.current, index, Date.now()));
    },
  };
}
