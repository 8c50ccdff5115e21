/** Swipe cards: what a drag does, decided from its distance and release speed. */

export const SWIPE = {
  /** A drag further than this (px) adds the food (right) or opens the actions (left). */
  distance: 100,
  /** A release faster than this (px/s) counts as a swipe whatever the distance. */
  velocity: 500,
  /** Where the card rests while the action panel is open. */
  actionsOffset: -120,
  /** Dragging an open card back right by more than this closes the actions. */
  closeDistance: 60,
  min: -120,
  max: 150,
  /** Below this movement a pointer press is a tap. */
  tapSlop: 6,
} as const;

export type SwipeOutcome = 'add' | 'open-actions' | 'close-actions' | 'stay-open' | 'reset';

/** The card's position while dragging: its resting offset plus the drag, kept within -120..+150. */
export function dragOffset(dx: number, actionsOpen: boolean): number {
  const start = actionsOpen ? SWIPE.actionsOffset : 0;
  return Math.min(SWIPE.max, Math.max(SWIPE.min, start + dx));
}

/** What releasing a drag of `dx` px at `velocity` px/s (positive = rightwards) does. */
export function swipeOutcome(dx: number, velocity: number, actionsOpen: boolean): SwipeOutcome {
  if (actionsOpen) return dx > SWIPE.closeDistance ? 'close-actions' : 'stay-open';
  if (dx > SWIPE.distance || velocity > SWIPE.velocity) return 'add';
  if (dx < -SWIPE.distance || velocity < -SWIPE.velocity) return 'open-actions';
  return 'reset';
}

/** Where the card settles after an outcome: the add slides back, open actions rest at -120. */
export function restingOffset(outcome: SwipeOutcome): number {
  return outcome === 'open-actions' || outcome === 'stay-open' ? SWIPE.actionsOffset : 0;
}

export interface PointerSample {
  x: number;
  /** Milliseconds. */
  t: number;
}

/** Release speed in px/s over the samples of the last `windowMs`; 0 with too few samples. */
export function releaseVelocity(samples: readonly PointerSample[], windowMs = 100): number {
  const last = samples.at(-1);
  if (!last) return 0;
  const first = samples.find((s) => last.t - s.t <= windowMs) ?? last;
  const dt = last.t - first.t;
  return dt > 0 ? ((last.x - first.x) / dt) * 1000 : 0;
}
