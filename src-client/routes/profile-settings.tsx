import { createFileRoute } from '@tanstack/react-router';
import { loadMessages } from '../i18n/route-messages.ts';
import { onlyFor } from '../app/access.ts';
import { ProfileSettingsPage } from '../features/profile-settings/ProfileSettingsPage.tsx';

export const Route = createFileRoute('/profile-settings')({
  // Signed-out visitors see a 'please log in' message here.
  beforeLoad: onlyFor('signedOut', 'complete'),
  // Start loading the token list while the page chunk loads; signed-out visitors skip it.
  loader: ({ context }) => {
    if (context.auth === 'complete') void context.trpc.user.listTokens.prefetch();
    return loadMessages('profile-settings')();
  },
  component: ProfileSettingsPage,
});
