import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '../app/access.ts';
import { MealPlansPage } from '../features/meal-plans/MealPlansPage.tsx';

export const Route = createFileRoute('/meal-plans')({
  beforeLoad: onlyFor('complete'),
  component: MealPlansPage,
});
