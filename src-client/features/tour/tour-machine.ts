/** The guided tour's state machine. */
import type { ParseKeys } from 'i18next';

export const TOUR_PLACEMENTS = ['top', 'bottom', 'left', 'right'] as const;
export type TourPlacement = (typeof TOUR_PLACEMENTS)[number];
export type TourVariant = 'default' | 'feature' | 'tip' | 'warning';

/** A tour step's action runs this long after the step becomes active. */
export const TOUR_ACTION_DELAY_MS = 300;

/** A message of the `tour` namespace. */
export type TourMessage = ParseKeys<'tour'>;

export interface TourStep {
  /** CSS selector of the element to highlight; when nothing matches, the tooltip is centred. */
  target: string;
  title: TourMessage;
  content: TourMessage;
  placement?: TourPlacement;
  variant?: TourVariant;
  /** Runs {@link TOUR_ACTION_DELAY_MS} after the step is shown. */
  action?: () => void;
}

export type TourState = { active: false } | { active: true; steps: readonly TourStep[]; index: number };

export type TourAction =
  | { type: 'start'; steps: readonly TourStep[] }
  /** The Next button: one step on; on the last step (Finish) it ends the tour. */
  | { type: 'next' }
  /** The Right arrow key: one step on, but never past the last step. */
  | { type: 'forward' }
  | { type: 'back' }
  | { type: 'skip' }
  | { type: 'end' };

export const TOUR_INACTIVE: TourState = { active: false };

export function tourReducer(state: TourState, action: TourAction): TourState {
  if (action.type === 'start') return action.steps.length ? { active: true, steps: action.steps, index: 0 } : TOUR_INACTIVE;
  if (!state.active) return state;
  const last = state.steps.length - 1;
  switch (action.type) {
    case 'next':
      return state.index >= last ? TOUR_INACTIVE : { ...state, index: state.index + 1 };
    case 'forward':
      return state.index >= last ? state : { ...state, index: state.index + 1 };
    case 'back':
      return state.index === 0 ? state : { ...state, index: state.index - 1 };
    case 'skip':
    case 'end':
      return TOUR_INACTIVE;
  }
}

/** Keys the tour answers while it is open; anything else is left to the page. */
export function tourKeyAction(key: string): TourAction | null {
  switch (key) {
    case 'Escape':
      return { type: 'end' };
    case 'ArrowRight':
      return { type: 'forward' };
    case 'ArrowLeft':
      return { type: 'back' };
    default:
      return null;
  }
}

export function isLastStep(index: number, total: number): boolean {
  return index >= total - 1;
}
