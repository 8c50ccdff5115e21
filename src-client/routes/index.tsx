import { createFileRoute } from '@tanstack/react-router';
import type { AuthState } from '../app/access.ts';
import { messageBundles } from '../i18n/message-bundles.ts';
import { i18n } from '../i18n/i18n.ts';
import { prefetchToday } from '../features/food-log/use-user-today.ts';
import { parseReturnSearch } from '../app/return-path.ts';
import { HomePage } from '../features/home/HomePage.tsx';
import type { Namespace } from '../locales/en/index.ts';

// `/` shows one screen per sign-in state: only that screen's messages load (the dashboard's as at /dashboard).
const screenMessages: Record<AuthState, readonly Namespace[]> = {
  signedOut: ['landing'],
  incomplete: ['onboarding'],
  complete: messageBundles.dashboard,
};

export const Route = createFileRoute('/')({
  // Onboarding reached from a deep link carries the way back (decision 052).
  validateSearch: parseReturnSearch,
  loader: async ({ context }) => {
    if (context.auth === 'complete') prefetchToday(context.trpc);
    await i18n.loadNamespaces([...screenMessages[context.auth]]);
  },
  component: HomePage,
});
