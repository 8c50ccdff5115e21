import { createFileRoute } from '@tanstack/react-router';
import { FoodLogPage } from '../features/food-log/FoodLogPage.tsx';
import { parseFoodLogSearch } from '../features/food-log/food-log-tabs.ts';

export const Route = createFileRoute('/food-log')({
  validateSearch: parseFoodLogSearch,
  component: FoodLogPage,
});
