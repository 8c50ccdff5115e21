import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { onlyFor } from '../app/access.ts';
import { MealPrepPage } from '../features/meal-prep/MealPrepPage.tsx';

export const Route = createFileRoute('/meal-prep')({
  beforeLoad: onlyFor('complete'),
  loader: loadMessages('meal-prep'),
  component: MealPrepPage,
});
