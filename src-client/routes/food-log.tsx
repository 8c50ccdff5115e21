import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { onlyFor } from '../app/access.ts';
import { FoodLogPage } from '../features/food-log/FoodLogPage.tsx';
import { parseFoodLogSearch } from '../features/food-log/food-log-tabs.ts';

export const Route = createFileRoute('/food-log')({
  beforeLoad: onlyFor('complete'),
  validateSearch: parseFoodLogSearch,
  loader: loadMessages('food-log'),
  component: FoodLogPage,
});
