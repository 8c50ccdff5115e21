import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { onlyFor } from '../app/access.ts';
import { NutritionGuidePage } from '../features/nutrition-guide/NutritionGuidePage.tsx';

export const Route = createFileRoute('/nutrition-guide')({
  beforeLoad: onlyFor('complete'),
  loader: loadMessages('nutrition-guide'),
  component: NutritionGuidePage,
});
