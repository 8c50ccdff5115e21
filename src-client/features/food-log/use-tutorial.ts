import { useReducer } from 'react';
import { TUTORIAL_CLOSED, tutorialReducer } from './tutorial.ts';

export function useTutorial() {
  const [state, dispatch] = useReducer(tutorialReducer, TUTORIAL_CLOSED);
  return {
    state,
    open: () => dispatch({ type: 'open' }),
    close: () => dispatch({ type: 'close' }),
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
  };
}

export type TutorialControls = ReturnType<typeof useTutorial>;
