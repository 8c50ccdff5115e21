/** The swipe tutorial dialog: four steps, Previous/Next, 'Get Started' on the last. */

/** The steps, by their message keys (a title and a body each). */
export const TUTORIAL_STEPS = ['welcome', 'swipeRight', 'swipeLeft', 'mealPlan'] as const;

export interface TutorialState {
  open: boolean;
  step: number;
}

export type TutorialAction = { type: 'open' } | { type: 'close' } | { type: 'next' } | { type: 'previous' };

export const TUTORIAL_CLOSED: TutorialState = { open: false, step: 0 };

const LAST = TUTORIAL_STEPS.length - 1;

export function tutorialReducer(state: TutorialState, action: TutorialAction): TutorialState {
  switch (action.type) {
    case 'open':
      return { open: true, step: 0 };
    case 'close':
      return TUTORIAL_CLOSED;
    case 'next':
      // The last step's button ('Get Started') closes the dialog.
      return state.step >= LAST ? TUTORIAL_CLOSED : { ...state, step: state.step + 1 };
    case 'previous':
      return { ...state, step: Math.max(0, state.step - 1) };
  }
}

export function isLastStep(step: number): boolean {
  return step >= LAST;
}
