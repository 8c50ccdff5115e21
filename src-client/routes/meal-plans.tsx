import { createFileRoute } from '@tanstack/react-router';
import { MealPlansPage } from '../features/meal-plans/MealPlansPage.tsx';

export const Route = createFileRoute('/meal-plans')({
  component: MealPlansPage,
});
