import { describe, expect, it } from 'vitest';
import { isLastStep, TUTORIAL_CLOSED, TUTORIAL_STEPS, tutorialReducer, type TutorialState } from './tutorial.ts';

describe('tutorialReducer', () => {
  it('has the four steps of the spec', () => {
    expect(TUTORIAL_STEPS).toEqual(['welcome', 'swipeRight', 'swipeLeft', 'mealPlan']);
  });

  it('opens at the first step and walks forward and back', () => {
    let state: TutorialState = tutorialReducer(TUTORIAL_CLOSED, { type: 'open' });
    expect(state).toEqual({ open: true, step: 0 });
    state = tutorialReducer(state, { type: 'previous' });
    expect(state.step).toBe(0);
    state = tutorialReducer(state, { type: 'next' });
    state = tutorialReducer(state, { type: 'next' });
    expect(state).toEqual({ open: true, step: 2 });
    state = tutorialReducer(state, { type: 'previous' });
    expect(state.step).toBe(1);
  });

  it('closes from the last step and on close, starting over next time', () => {
    const last: TutorialState = { open: true, step: 3 };
    expect(isLastStep(3)).toBe(true);
    expect(isLastStep(2)).toBe(false);
    expect(tutorialReducer(last, { type: 'next' })).toEqual(TUTORIAL_CLOSED);
    expect(tutorialReducer({ open: true, step: 2 }, { type: 'close' })).toEqual(TUTORIAL_CLOSED);
  });
});
