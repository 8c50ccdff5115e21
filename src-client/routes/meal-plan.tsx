import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { onlyFor } from '../app/access.ts';
import { MealPlanPage } from '../features/meal-plans/MealPlanPage.tsx';

export const Route = createFileRoute('/meal-plan')({
  beforeLoad: onlyFor('complete'),
  loader: loadMessages('meal-plans'),
  component: MealPlanPage,
});
