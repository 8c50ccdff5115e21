import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { parseReturnSearch } from '../app/return-path.ts';
import { AuthPage } from '../features/auth/AuthPage.tsx';

export const Route = createFileRoute('/auth')({
  validateSearch: parseReturnSearch,
  // Signed in with a profile: nothing to sign in to, go where the link pointed, else home.
  // Onboarding keeps it to switch account.
  beforeLoad: ({ context, search }) => {
    if (context.auth === 'complete') throw redirect({ href: search.redirect ?? '/', replace: true });
  },
  staticData: { messages: ['auth'] },
  loader: loadScreen,
  component: AuthPage,
});
