import { createFileRoute } from '@tanstack/react-router';
import { ProfileSettingsPage } from '../features/profile-settings/ProfileSettingsPage.tsx';

export const Route = createFileRoute('/profile-settings')({
  // Start loading the token list while the page chunk loads; signed-out visitors skip it.
  loader: ({ context }) => {
    if (context.trpc.user.me.getData()) void context.trpc.user.listTokens.prefetch();
  },
  component: ProfileSettingsPage,
});
