import type { TourStep } from './tour-machine.ts';

/** The dashboard's guided tour: five steps (spec §2 Guided tour overlay, §9). */
export const DASHBOARD_TOUR: readonly TourStep[] = [
  {
    target: '[data-tour="welcome"]',
    title: 'Welcome to your dashboard',
    content: 'This is your home base. In a few steps we will show you where to find your targets, log food and get coaching.',
    placement: 'bottom',
    variant: 'default',
  },
  {
    target: '[data-tour="macros"]',
    title: 'Your Daily Macros',
    content: 'Calories, protein, carbs and fats eaten today against your personal targets. The bars fill up as you log food.',
    placement: 'bottom',
    variant: 'feature',
  },
  {
    target: '[data-tour="food-logging"]',
    title: 'Smart Food Logging',
    content: 'Search foods, snap a photo or just say what you ate. Quick Add logs a custom food with its calories and macros.',
    placement: 'right',
    variant: 'feature',
  },
  {
    target: '[data-tour="ai-coach"]',
    title: 'Your AI Nutrition Coach',
    content: 'Daily suggestions based on what you log. They work even without an AI key.',
    placement: 'bottom',
    variant: 'tip',
  },
  {
    target: '[data-tour="meals"]',
    title: "Today's Meals",
    content: 'Everything you logged today, by meal. Select a meal to see its nutrition and adjust portions.',
    placement: 'top',
    variant: 'default',
  },
];
