/**
 * The Meal Prep Studio timer as a pure state machine. Time comes from `now` timestamps
 * (ms), never from counting intervals, so a throttled background tab still keeps correct time:
 * every action re-anchors the state at `now`, and `tick(now)` walks through as many steps as the
 * wall clock has passed since the last anchor.
 */
export type TimerStatus = 'idle' | 'running' | 'paused' | 'completed';

export interface TimerState {
  /** Step durations in seconds. */
  durations: readonly number[];
  stepIndex: number;
  status: TimerStatus;
  /** Time left in the current step, as of `anchorAt` (ms). */
  remainingMs: number;
  /** Total time run, as of `anchorAt` (ms). */
  elapsedMs: number;
  /** When running: the timestamp the remaining/elapsed values hold at. */
  anchorAt: number | null;
}

export interface TickResult {
  state: TimerState;
  /** Indices of steps that reached 0 during this tick, in order. */
  finished: number[];
  /** True when this tick finished the last step. */
  completed: boolean;
}

const stepMs = (durations: readonly number[], index: number) => Math.max(0, durations[index] ?? 0) * 1000;

/** A new recipe: step 1, stopped. */
export function createTimer(durations: readonly number[]): TimerState {
  return { durations, stepIndex: 0, status: 'idle', remainingMs: stepMs(durations, 0), elapsedMs: 0, anchorAt: null };
}

/** Brings a running timer up to `now`, advancing through any steps that ended meanwhile. */
export function tick(state: TimerState, now: number): TickResult {
  if (state.status !== 'running' || state.anchorAt === null) return { state, finished: [], completed: false };
  let left = Math.max(0, now - state.anchorAt);
  let { stepIndex, remainingMs, elapsedMs } = state;
  const finished: number[] = [];
  while (left >= remainingMs) {
    left -= remainingMs;
    elapsedMs += remainingMs;
    finished.push(stepIndex);
    if (stepIndex + 1 >= state.durations.length) {
      return { state: { ...state, stepIndex, remainingMs: 0, elapsedMs, status: 'completed', anchorAt: null }, finished, completed: true };
    }
    stepIndex += 1;
    remainingMs = stepMs(state.durations, stepIndex);
  }
  return {
    state: { ...state, stepIndex, remainingMs: remainingMs - left, elapsedMs: elapsedMs + left, anchorAt: now },
    finished,
    completed: false,
  };
}

/** Start from stopped (idle); resuming a paused timer is `resume`. */
export function start(state: TimerState, now: number): TimerState {
  if (state.status === 'idle' || state.status === 'paused') return { ...state, status: 'running', anchorAt: now };
  return state;
}

/** Pause keeps the time to the millisecond; call `tick` first to collect step events. */
export function pause(state: TimerState, now: number): TimerState {
  if (state.status !== 'running') return state;
  const settled = tick(state, now).state;
  return settled.status === 'completed' ? settled : { ...settled, status: 'paused', anchorAt: null };
}

export function resume(state: TimerState, now: number): TimerState {
  return state.status === 'paused' ? { ...state, status: 'running', anchorAt: now } : state;
}

/** Back to step 1, zero elapsed, stopped. */
export function reset(state: TimerState): TimerState {
  return createTimer(state.durations);
}

/** Jumps to a step with its full time; a running timer keeps running from `now`. */
export function jump(state: TimerState, index: number, now: number): TimerState {
  if (index < 0 || index >= state.durations.length) return state;
  const settled = state.status === 'running' ? tick(state, now).state : state;
  const status = settled.status === 'completed' ? 'idle' : settled.status;
  return { ...settled, stepIndex: index, remainingMs: stepMs(state.durations, index), status, anchorAt: status === 'running' ? now : null };
}

/** Whole seconds left in the step as shown (rounded up, so a fresh 10 s step shows 10). */
export function remainingSeconds(state: TimerState): number {
  return Math.ceil(state.remainingMs / 1000);
}

export function elapsedSeconds(state: TimerState): number {
  return Math.floor(state.elapsedMs / 1000);
}

export type TimerAction =
  | { type: 'start' | 'pause' | 'resume' | 'tick'; now: number }
  | { type: 'reset' }
  | { type: 'jump'; index: number; now: number }
  | { type: 'load'; durations: readonly number[] };

/** The same machine as a reducer, for callers that do not need tick events. */
export function timerReducer(state: TimerState, action: TimerAction): TimerState {
  switch (action.type) {
    case 'start':
      return start(state, action.now);
    case 'pause':
      return pause(state, action.now);
    case 'resume':
      return resume(state, action.now);
    case 'tick':
      return tick(state, action.now).state;
    case 'reset':
      return reset(state);
    case 'jump':
      return jump(state, action.index, action.now);
    case 'load':
      return createTimer(action.durations);
  }
}
