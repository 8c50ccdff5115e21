import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { onlyFor } from '../app/access.ts';
import { CurrentUserDashboard } from '../features/dashboard/CurrentUserDashboard.tsx';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: onlyFor('complete'),
  loader: loadMessages('dashboard', 'coach', 'food-log', 'water', 'activity', 'weight'),
  component: CurrentUserDashboard,
});
