import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { onlyFor } from '../app/access.ts';
import { MealVisualizationPage } from '../features/meal-visualization/MealVisualizationPage.tsx';

export const Route = createFileRoute('/meal-visualization')({
  beforeLoad: onlyFor('complete'),
  loader: loadMessages('meal-visualization'),
  component: MealVisualizationPage,
});
