import { createFileRoute } from '@tanstack/react-router';
import { FoodSwapsPage } from '../features/food-swaps/FoodSwapsPage.tsx';

export const Route = createFileRoute('/food-swaps')({
  component: FoodSwapsPage,
});
