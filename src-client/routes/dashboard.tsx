import { createFileRoute } from '@tanstack/react-router';
import { messageBundles } from '../i18n/message-bundles.ts';
import { loadMessages } from '../i18n/route-messages.ts';
import { onlyFor } from '../app/access.ts';
import { CurrentUserDashboard } from '../features/dashboard/CurrentUserDashboard.tsx';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: onlyFor('complete'),
  loader: loadMessages(...messageBundles.dashboard, 'food-log'),
  component: CurrentUserDashboard,
});
