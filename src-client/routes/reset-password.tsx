import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';

/** Open in any sign-in state: an admin may hand the link to someone using a shared browser. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>) => ({ token: typeof search.token === 'string' ? search.token : '' }),
  staticData: { messages: ['auth'] },
  loader: loadScreen,
  component: function ResetPasswordRoute() {
    return <ResetPasswordPage token={Route.useSearch().token} />;
  },
});
