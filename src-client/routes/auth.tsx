import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { parseReturnSearch } from '../app/return-path.ts';
import { AuthPage } from '../features/auth/AuthPage.tsx';

export const Route = createFileRoute('/auth')({
  // `signInLink`: the token of a one-time sign-in link from an e-mail.
  validateSearch: (search: Record<string, unknown>) => ({
    ...parseReturnSearch(search),
    ...(typeof search.signInLink === 'string' ? { signInLink: search.signInLink } : {}),
    // `mode=register`: open on Create account ("Start Your Journey").
    ...(search.mode === 'register' ? { mode: 'register' as const } : {}),
  }),
  // Signed in with a profile: nothing to sign in to, go where the link pointed, else home.
  // Onboarding keeps it to switch account.
  beforeLoad: ({ context, search }) => {
    if (context.auth === 'complete') throw redirect({ href: search.redirect ?? '/', replace: true });
  },
  staticData: { messages: ['auth'] },
  loader: loadScreen,
  component: AuthPage,
});
