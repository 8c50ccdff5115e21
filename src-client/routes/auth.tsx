import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/AuthPage.tsx';

export const Route = createFileRoute('/auth')({
  component: AuthPage,
});
