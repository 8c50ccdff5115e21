import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { onlyFor } from '../app/access.ts';
import { AcceptInvitePage } from '../features/auth/AcceptInvitePage.tsx';

export const Route = createFileRoute('/accept-invite')({
  beforeLoad: onlyFor('signedOut', 'incomplete'),
  validateSearch: (search: Record<string, unknown>) => ({ token: typeof search.token === 'string' ? search.token : '' }),
  loader: loadMessages('auth'),
  component: function AcceptInviteRoute() {
    return <AcceptInvitePage token={Route.useSearch().token} />;
  },
});
