import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { foodLogNeeds } from '../features/food-log/food-log-needs.ts';
import { FoodLogPage } from '../features/food-log/FoodLogPage.tsx';
import { parseFoodLogSearch } from '../features/food-log/food-log-tabs.ts';

export const Route = createFileRoute('/food-log')({
  beforeLoad: onlyFor('complete'),
  validateSearch: parseFoodLogSearch,
  staticData: foodLogNeeds,
  loader: loadScreen,
  component: FoodLogPage,
});
