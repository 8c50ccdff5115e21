import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '../app/access.ts';
import { MealVisualizationPage } from '../features/meal-visualization/MealVisualizationPage.tsx';

export const Route = createFileRoute('/meal-visualization')({
  beforeLoad: onlyFor('complete'),
  component: MealVisualizationPage,
});
