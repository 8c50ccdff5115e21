import { describe, expect, it } from 'vitest';
import {
  createTimer,
  elapsedSeconds,
  jump,
  pause,
  remainingSeconds,
  reset,
  resume,
  start,
  tick,
  timerReducer,
  type TimerState,
} from './timer-state.ts';

const T0 = 1_700_000_000_000;
const durations = [60, 120, 30];
const running = (): TimerState => start(createTimer(durations), T0);

describe('meal prep timer', () => {
  it('a new recipe starts at step 1, stopped, with the full step time', () => {
    const s = createTimer(durations);
    expect(s).toMatchObject({ stepIndex: 0, status: 'idle', elapsedMs: 0, anchorAt: null });
    expect(remainingSeconds(s)).toBe(60);
    expect(tick(s, T0 + 5000).state).toBe(s);
  });

  it('each second the remaining time drops by 1 and elapsed rises by 1', () => {
    let s = running();
    for (let i = 1; i <= 3; i++) {
      s = tick(s, T0 + i * 1000).state;
      expect(remainingSeconds(s)).toBe(60 - i);
      expect(elapsedSeconds(s)).toBe(i);
    }
  });

  it('keeps wall-clock time however late or irregular the ticks come', () => {
    let s = running();
    s = tick(s, T0 + 1400).state;
    s = tick(s, T0 + 1500).state;
    s = tick(s, T0 + 7999).state;
    expect(remainingSeconds(s)).toBe(53);
    expect(elapsedSeconds(s)).toBe(7);
  });

  it('moves to the next step when a step reaches 0', () => {
    const r = tick(running(), T0 + 60_000);
    expect(r.finished).toEqual([0]);
    expect(r.completed).toBe(false);
    expect(r.state).toMatchObject({ stepIndex: 1, status: 'running' });
    expect(remainingSeconds(r.state)).toBe(120);
    expect(elapsedSeconds(r.state)).toBe(60);
  });

  it('a background jump of several minutes crosses step boundaries', () => {
    let s = tick(running(), T0 + 10_000).state;
    // The tab was hidden for 2 min 55 s: 50 s ends step 1, 120 s ends step 2, 5 s into step 3.
    const r = tick(s, T0 + 10_000 + 175_000);
    expect(r.finished).toEqual([0, 1]);
    expect(r.completed).toBe(false);
    s = r.state;
    expect(s.stepIndex).toBe(2);
    expect(remainingSeconds(s)).toBe(25);
    expect(elapsedSeconds(s)).toBe(185);
  });

  it('completes after the last step, stopping at zero, even far past the end', () => {
    const r = tick(running(), T0 + 3_600_000);
    expect(r.finished).toEqual([0, 1, 2]);
    expect(r.completed).toBe(true);
    expect(r.state).toMatchObject({ stepIndex: 2, status: 'completed', remainingMs: 0, anchorAt: null });
    expect(elapsedSeconds(r.state)).toBe(210);
    expect(tick(r.state, T0 + 4_000_000).finished).toEqual([]);
  });

  it('pause freezes the time and resume continues from it', () => {
    let s = pause(running(), T0 + 10_500);
    expect(s.status).toBe('paused');
    expect(tick(s, T0 + 999_999).state).toBe(s);
    s = resume(s, T0 + 100_000);
    s = tick(s, T0 + 100_500).state;
    expect(remainingSeconds(s)).toBe(49);
    expect(elapsedSeconds(s)).toBe(11);
  });

  it('pausing after the end marks it completed', () => {
    expect(pause(running(), T0 + 500_000).status).toBe('completed');
  });

  it('start and resume only apply from the right states', () => {
    const idle = createTimer(durations);
    expect(resume(idle, T0)).toBe(idle);
    const r = running();
    expect(start(r, T0 + 5)).toBe(r);
    expect(resume(r, T0 + 5)).toBe(r);
  });

  it('reset returns to step 1, zero elapsed, stopped', () => {
    const s = reset(tick(running(), T0 + 90_000).state);
    expect(s).toEqual(createTimer(durations));
  });

  it('jump sets the step and its full time, keeps elapsed, and keeps running', () => {
    const s = jump(tick(running(), T0 + 20_000).state, 2, T0 + 20_000);
    expect(s).toMatchObject({ stepIndex: 2, status: 'running', anchorAt: T0 + 20_000 });
    expect(remainingSeconds(s)).toBe(30);
    expect(elapsedSeconds(s)).toBe(20);
    const r = tick(s, T0 + 50_000);
    expect(r.completed).toBe(true);
    expect(r.finished).toEqual([2]);
  });

  it('jump while stopped stays stopped; out-of-range jumps are ignored', () => {
    const idle = createTimer(durations);
    const s = jump(idle, 1, T0);
    expect(s).toMatchObject({ stepIndex: 1, status: 'idle', anchorAt: null });
    expect(remainingSeconds(s)).toBe(120);
    expect(jump(idle, 3, T0)).toBe(idle);
    expect(jump(idle, -1, T0)).toBe(idle);
  });

  it('jumping from a completed session makes it stoppable and startable again', () => {
    const done = tick(running(), T0 + 999_000).state;
    const s = start(jump(done, 0, T0 + 999_000), T0 + 999_000);
    expect(s).toMatchObject({ stepIndex: 0, status: 'running' });
  });

  it('the reducer drives the same machine', () => {
    let s = timerReducer(createTimer([5]), { type: 'load', durations: [2, 3] });
    s = timerReducer(s, { type: 'start', now: T0 });
    s = timerReducer(s, { type: 'tick', now: T0 + 2500 });
    expect(s.stepIndex).toBe(1);
    s = timerReducer(s, { type: 'pause', now: T0 + 3000 });
    expect(s.status).toBe('paused');
    s = timerReducer(s, { type: 'resume', now: T0 + 4000 });
    s = timerReducer(s, { type: 'jump', index: 0, now: T0 + 4000 });
    expect(remainingSeconds(s)).toBe(2);
    s = timerReducer(s, { type: 'reset' });
    expect(s).toEqual(createTimer([2, 3]));
  });
});
