import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { parseReturnSearch } from '../app/return-path.ts';
import { HomePage } from '../features/home/HomePage.tsx';

export const Route = createFileRoute('/')({
  // Onboarding reached from a deep link carries the way back (decision 052).
  validateSearch: parseReturnSearch,
  loader: loadMessages('landing', 'dashboard', 'onboarding'),
  component: HomePage,
});
