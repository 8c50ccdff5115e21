import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { FoodSwapsPage } from '../features/food-swaps/FoodSwapsPage.tsx';

export const Route = createFileRoute('/food-swaps')({
  beforeLoad: onlyFor('complete'),
  staticData: { messages: ['food-swaps'] },
  loader: loadScreen,
  component: FoodSwapsPage,
});
