import { describe, expect, it } from 'vitest';
import en from '../../locales/en/tour.json';
import { DASHBOARD_TOUR } from './dashboard-tour.ts';
import { isLastStep, TOUR_INACTIVE, tourKeyAction, tourReducer, type TourState, type TourStep } from './tour-machine.ts';

const step = (target: string): TourStep => ({ target, title: 'dashboard.welcome.title', content: 'dashboard.welcome.content' });
const steps: TourStep[] = [step('#a'), step('#b'), step('#c')];
/** The English text of a tour message. */
const english = (key: string): unknown => key.split('.').reduce<unknown>((messages, k) => (messages as Record<string, unknown>)[k], en);

const at = (index: number): TourState => ({ active: true, steps, index });

describe('tourReducer', () => {
  it('starts at step 0 with a list of steps, and not at all with none', () => {
    expect(tourReducer(TOUR_INACTIVE, { type: 'start', steps })).toEqual(at(0));
    expect(tourReducer(TOUR_INACTIVE, { type: 'start', steps: [] })).toEqual(TOUR_INACTIVE);
    expect(tourReducer(at(2), { type: 'start', steps })).toEqual(at(0));
  });

  it('Next advances one step and ends the tour on the last step', () => {
    expect(tourReducer(at(0), { type: 'next' })).toEqual(at(1));
    expect(tourReducer(at(1), { type: 'next' })).toEqual(at(2));
    expect(tourReducer(at(2), { type: 'next' })).toEqual(TOUR_INACTIVE);
  });

  it('Back goes one step back and does nothing at step 0', () => {
    expect(tourReducer(at(2), { type: 'back' })).toEqual(at(1));
    const first = at(0);
    expect(tourReducer(first, { type: 'back' })).toBe(first);
  });

  it('the Right arrow moves on but never finishes the tour', () => {
    expect(tourReducer(at(1), { type: 'forward' })).toEqual(at(2));
    const last = at(2);
    expect(tourReducer(last, { type: 'forward' })).toBe(last);
  });

  it('Skip and end reset the tour from any step', () => {
    for (const index of [0, 1, 2]) {
      expect(tourReducer(at(index), { type: 'skip' })).toEqual(TOUR_INACTIVE);
      expect(tourReducer(at(index), { type: 'end' })).toEqual(TOUR_INACTIVE);
    }
  });

  it('ignores moves while inactive', () => {
    for (const type of ['next', 'forward', 'back', 'skip', 'end'] as const) {
      expect(tourReducer(TOUR_INACTIVE, { type })).toBe(TOUR_INACTIVE);
    }
  });
});

describe('tourKeyAction', () => {
  it('maps Escape to end and the arrow keys to moves', () => {
    expect(tourKeyAction('Escape')).toEqual({ type: 'end' });
    expect(tourKeyAction('ArrowRight')).toEqual({ type: 'forward' });
    expect(tourKeyAction('ArrowLeft')).toEqual({ type: 'back' });
  });

  it('leaves other keys alone', () => {
    for (const key of ['Enter', ' ', 'Tab', 'ArrowUp', 'ArrowDown', 'a']) expect(tourKeyAction(key)).toBeNull();
  });
});

describe('counter and constants', () => {
  it('counts Step N of M and knows the last step', () => {
    expect(en.tooltip.counter).toBe('Step {step} of {total}');
    expect(isLastStep(4, 5)).toBe(true);
    expect(isLastStep(3, 5)).toBe(false);
  });

  it('the dashboard tour has the five steps of the spec', () => {
    expect(DASHBOARD_TOUR.map((s) => english(s.title))).toEqual([
      'Welcome to your dashboard',
      'Your Daily Macros',
      'Smart Food Logging',
      'Your AI Nutrition Coach',
      "Today's Meals",
    ]);
    expect(DASHBOARD_TOUR.map((s) => s.target)).toEqual([
      '[data-tour="welcome"]',
      '[data-tour="macros"]',
      '[data-tour="food-logging"]',
      '[data-tour="ai-coach"]',
      '[data-tour="meals"]',
    ]);
  });
});
