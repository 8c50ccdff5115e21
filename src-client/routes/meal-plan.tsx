import { createFileRoute } from '@tanstack/react-router';
import { MealPlanPage } from '../features/meal-plans/MealPlanPage.tsx';

export const Route = createFileRoute('/meal-plan')({
  component: MealPlanPage,
});
