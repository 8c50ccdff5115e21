import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { onlyFor } from '../app/access.ts';
import { FoodSwapsPage } from '../features/food-swaps/FoodSwapsPage.tsx';

export const Route = createFileRoute('/food-swaps')({
  beforeLoad: onlyFor('complete'),
  loader: loadMessages('food-swaps'),
  component: FoodSwapsPage,
});
