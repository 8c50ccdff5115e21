import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { MealPrepPage } from '../features/meal-prep/MealPrepPage.tsx';

export const Route = createFileRoute('/meal-prep')({
  beforeLoad: onlyFor('complete'),
  staticData: { messages: ['meal-prep'] },
  loader: loadScreen,
  component: MealPrepPage,
});
