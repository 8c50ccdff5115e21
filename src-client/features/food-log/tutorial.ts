/** The swipe tutorial dialog (spec §2, §4): four steps, Previous/Next, 'Get Started' on the last. */

export interface TutorialStep {
  title: string;
  body: string;
}

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    title: 'Welcome',
    body: 'On a touch screen, food results are swipe cards. Tap a card to choose a serving, or use a gesture for a quicker log.',
  },
  {
    title: 'Swipe Right to Add',
    body: 'Drag a card to the right (or flick it) to add one default serving to your log straight away. The card slides back when it is done.',
  },
  {
    title: 'Swipe Left for Actions',
    body: 'Drag a card to the left to reveal Favorite, Edit, Share and Delete. Drag it back to the right to close the actions.',
  },
  {
    title: 'Meal Plan Gestures',
    body: 'The same gestures work wherever you see swipe cards: right to add, left for more options.',
  },
];

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

export function stepCounter(step: number): string {
  return `${step + 1} of ${TUTORIAL_STEPS.length}`;
}
