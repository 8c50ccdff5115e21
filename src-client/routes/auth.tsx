import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/AuthPage.tsx';

export const Route = createFileRoute('/auth')({
  // Signed in with a profile: nothing to sign in to, go home. Onboarding keeps it to switch account.
  beforeLoad: ({ context }) => {
    if (context.auth === 'complete') throw redirect({ to: '/', replace: true });
  },
  component: AuthPage,
});
