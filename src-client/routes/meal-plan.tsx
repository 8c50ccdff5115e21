import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { MealPlanPage } from '../features/meal-plans/MealPlanPage.tsx';

export const Route = createFileRoute('/meal-plan')({
  beforeLoad: onlyFor('complete'),
  staticData: { messages: ['meal-plans'] },
  loader: loadScreen,
  component: MealPlanPage,
});
