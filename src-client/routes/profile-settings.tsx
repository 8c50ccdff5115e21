import { createFileRoute } from '@tanstack/react-router';
import { loadScreen } from '../app/screen-needs.ts';
import { onlyFor } from '../app/access.ts';
import { ProfileSettingsPage } from '../features/profile-settings/ProfileSettingsPage.tsx';

export const Route = createFileRoute('/profile-settings')({
  // Signed-out visitors see a 'please log in' message here.
  beforeLoad: onlyFor('signedOut', 'complete'),
  staticData: { messages: ['profile-settings'] },
  // Start loading the token list while the page chunk loads; signed-out visitors skip it.
  loader: (args) => {
    if (args.context.auth === 'complete') void args.context.trpc.user.listTokens.prefetch();
    return loadScreen(args);
  },
  component: ProfileSettingsPage,
});
