import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { messageBundles } from '../i18n/message-bundles.ts';
import { onlyFor } from '../app/access.ts';
import { prefetchToday } from '../features/food-log/use-user-today.ts';
import { CurrentUserDashboard } from '../features/dashboard/CurrentUserDashboard.tsx';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: onlyFor('complete'),
  staticData: { messages: messageBundles.dashboard, prefetch: prefetchToday },
  loader: loadScreen,
  component: CurrentUserDashboard,
});
