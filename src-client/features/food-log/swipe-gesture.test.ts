import { describe, expect, it } from 'vitest';
import { dragOffset, releaseVelocity, restingOffset, swipeOutcome } from './swipe-gesture.ts';

describe('swipeOutcome', () => {
  it('adds on a drag right beyond 100 px or a fast flick', () => {
    expect(swipeOutcome(101, 0, false)).toBe('add');
    expect(swipeOutcome(100, 0, false)).toBe('reset');
    expect(swipeOutcome(30, 501, false)).toBe('add');
    expect(swipeOutcome(30, 500, false)).toBe('reset');
  });

  it('opens the actions on a drag left beyond 100 px or a fast flick', () => {
    expect(swipeOutcome(-101, 0, false)).toBe('open-actions');
    expect(swipeOutcome(-20, -600, false)).toBe('open-actions');
    expect(swipeOutcome(-99, -100, false)).toBe('reset');
  });

  it('closes open actions only when dragged back beyond 60 px', () => {
    expect(swipeOutcome(61, 0, true)).toBe('close-actions');
    expect(swipeOutcome(60, 0, true)).toBe('stay-open');
    expect(swipeOutcome(200, 900, true)).toBe('close-actions');
    expect(swipeOutcome(-50, -900, true)).toBe('stay-open');
  });

  it('settles the card where the outcome says', () => {
    expect(restingOffset('add')).toBe(0);
    expect(restingOffset('reset')).toBe(0);
    expect(restingOffset('close-actions')).toBe(0);
    expect(restingOffset('open-actions')).toBe(-120);
    expect(restingOffset('stay-open')).toBe(-120);
  });
});

describe('dragOffset', () => {
  it('keeps the card within -120..+150 from where it rests', () => {
    expect(dragOffset(40, false)).toBe(40);
    expect(dragOffset(400, false)).toBe(150);
    expect(dragOffset(-400, false)).toBe(-120);
    expect(dragOffset(50, true)).toBe(-70);
    expect(dragOffset(-10, true)).toBe(-120);
  });
});

describe('releaseVelocity', () => {
  it('measures px/s over the last 100 ms', () => {
    expect(releaseVelocity([])).toBe(0);
    expect(releaseVelocity([{ x: 0, t: 0 }])).toBe(0);
    const samples = [
      { x: 0, t: 0 },
      { x: 10, t: 150 },
      { x: 30, t: 250 },
      { x: 80, t: 300 },
    ];
    // Only the samples at 250 and 300 ms are in the window: 50 px in 50 ms.
    expect(releaseVelocity(samples)).toBe(1000);
    expect(releaseVelocity([{ x: 100, t: 0 }, { x: 40, t: 60 }])).toBe(-1000);
  });
});
