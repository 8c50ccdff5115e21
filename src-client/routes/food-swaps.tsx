import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '../app/access.ts';
import { FoodSwapsPage } from '../features/food-swaps/FoodSwapsPage.tsx';

export const Route = createFileRoute('/food-swaps')({
  beforeLoad: onlyFor('complete'),
  component: FoodSwapsPage,
});
