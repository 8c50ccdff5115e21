import { createFileRoute } from '@tanstack/react-router';
import { CurrentUserDashboard } from '../features/dashboard/CurrentUserDashboard.tsx';

export const Route = createFileRoute('/dashboard')({
  component: CurrentUserDashboard,
});
