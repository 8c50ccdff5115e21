import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { prefetchToday } from '../features/food-log/use-user-today.ts';
import { FoodLogPage } from '../features/food-log/FoodLogPage.tsx';
import { parseFoodLogSearch } from '../features/food-log/food-log-tabs.ts';

export const Route = createFileRoute('/food-log')({
  beforeLoad: onlyFor('complete'),
  validateSearch: parseFoodLogSearch,
  staticData: { messages: ['food-log'], prefetch: prefetchToday },
  loader: loadScreen,
  component: FoodLogPage,
});
