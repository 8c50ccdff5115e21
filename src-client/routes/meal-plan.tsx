import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '../app/access.ts';
import { MealPlanPage } from '../features/meal-plans/MealPlanPage.tsx';

export const Route = createFileRoute('/meal-plan')({
  beforeLoad: onlyFor('complete'),
  component: MealPlanPage,
});
