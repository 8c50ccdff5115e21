import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { dashboardNeeds } from '../features/dashboard/dashboard-needs.ts';
import { CurrentUserDashboard } from '../features/dashboard/CurrentUserDashboard.tsx';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: onlyFor('complete'),
  staticData: dashboardNeeds,
  loader: loadScreen,
  component: CurrentUserDashboard,
});
