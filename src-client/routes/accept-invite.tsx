import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { AcceptInvitePage } from '../features/auth/AcceptInvitePage.tsx';

export const Route = createFileRoute('/accept-invite')({
  beforeLoad: onlyFor('signedOut', 'incomplete'),
  validateSearch: (search: Record<string, unknown>) => ({ token: typeof search.token === 'string' ? search.token : '' }),
  staticData: { messages: ['auth'] },
  loader: loadScreen,
  component: function AcceptInviteRoute() {
    return <AcceptInvitePage token={Route.useSearch().token} />;
  },
});
