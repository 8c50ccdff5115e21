import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { MealVisualizationPage } from '../features/meal-visualization/MealVisualizationPage.tsx';

export const Route = createFileRoute('/meal-visualization')({
  beforeLoad: onlyFor('complete'),
  staticData: { messages: ['meal-visualization'] },
  loader: loadScreen,
  component: MealVisualizationPage,
});
