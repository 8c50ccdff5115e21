import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { onlyFor } from '../app/access.ts';
import { MealPlansPage } from '../features/meal-plans/MealPlansPage.tsx';

export const Route = createFileRoute('/meal-plans')({
  beforeLoad: onlyFor('complete'),
  loader: loadMessages('meal-plans'),
  component: MealPlansPage,
});
