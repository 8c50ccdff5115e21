import { createFileRoute } from '@tanstack/react-router';
import { NutritionGuidePage } from '../features/nutrition-guide/NutritionGuidePage.tsx';

export const Route = createFileRoute('/nutrition-guide')({
  component: NutritionGuidePage,
});
