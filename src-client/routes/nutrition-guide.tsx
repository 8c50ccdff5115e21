import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { NutritionGuidePage } from '../features/nutrition-guide/NutritionGuidePage.tsx';

export const Route = createFileRoute('/nutrition-guide')({
  beforeLoad: onlyFor('complete'),
  staticData: { messages: ['nutrition-guide'] },
  loader: loadScreen,
  component: NutritionGuidePage,
});
