import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { MealPlansPage } from '../features/meal-plans/MealPlansPage.tsx';

export const Route = createFileRoute('/meal-plans')({
  beforeLoad: onlyFor('complete'),
  staticData: { messages: ['meal-plans'] },
  loader: loadScreen,
  component: MealPlansPage,
});
