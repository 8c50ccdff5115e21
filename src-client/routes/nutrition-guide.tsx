import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '../app/access.ts';
import { NutritionGuidePage } from '../features/nutrition-guide/NutritionGuidePage.tsx';

export const Route = createFileRoute('/nutrition-guide')({
  beforeLoad: onlyFor('complete'),
  component: NutritionGuidePage,
});
