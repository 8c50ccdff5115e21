import type { TourStep } from './tour-machine.ts';

/** The dashboard's guided tour: five steps. */
export const DASHBOARD_TOUR: readonly TourStep[] = [
  { target: '[data-tour="welcome"]', title: 'dashboard.welcome.title', content: 'dashboard.welcome.content', placement: 'bottom', variant: 'default' },
  { target: '[data-tour="macros"]', title: 'dashboard.macros.title', content: 'dashboard.macros.content', placement: 'bottom', variant: 'feature' },
  { target: '[data-tour="food-logging"]', title: 'dashboard.foodLogging.title', content: 'dashboard.foodLogging.content', placement: 'right', variant: 'feature' },
  { target: '[data-tour="ai-coach"]', title: 'dashboard.aiCoach.title', content: 'dashboard.aiCoach.content', placement: 'bottom', variant: 'tip' },
  { target: '[data-tour="meals"]', title: 'dashboard.meals.title', content: 'dashboard.meals.content', placement: 'top', variant: 'default' },
];
