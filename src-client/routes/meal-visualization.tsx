import { createFileRoute } from '@tanstack/react-router';
import { MealVisualizationPage } from '../features/meal-visualization/MealVisualizationPage.tsx';

export const Route = createFileRoute('/meal-visualization')({
  component: MealVisualizationPage,
});
