import { createFileRoute } from '@tanstack/react-router';
import { MealPrepPage } from '../features/meal-prep/MealPrepPage.tsx';

export const Route = createFileRoute('/meal-prep')({
  component: MealPrepPage,
});
