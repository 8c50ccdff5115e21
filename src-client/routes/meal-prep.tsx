import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '../app/access.ts';
import { MealPrepPage } from '../features/meal-prep/MealPrepPage.tsx';

export const Route = createFileRoute('/meal-prep')({
  beforeLoad: onlyFor('complete'),
  component: MealPrepPage,
});
