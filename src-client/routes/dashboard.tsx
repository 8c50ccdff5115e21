import { createFileRoute } from '@tanstack/react-router';
import { onlyFor } from '../app/access.ts';
import { CurrentUserDashboard } from '../features/dashboard/CurrentUserDashboard.tsx';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: onlyFor('complete'),
  component: CurrentUserDashboard,
});
