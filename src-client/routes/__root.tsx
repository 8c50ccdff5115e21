import { createRootRouteWithContext } from '@tanstack/react-router';
import { authStateOf } from '../app/access.ts';
import { RootLayout, RootLoadError } from '../app/RootLayout.tsx';
import type { RouterContext } from '../app/router.ts';
import { loadScreen } from '../app/screen-needs.ts';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { messageBundles } from '../i18n/message-bundles.ts';
import { sessionOrSaved } from '../offline/saved-session.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The session decides every route (see each route's beforeLoad); user.me is fetched once, then cached.
  beforeLoad: async ({ context }) => ({ auth: authStateOf(await sessionOrSaved(context)) }),
  // The app's chrome (menus, footer, waiting and tour marks) reads these: they load with the screen's own,
  // not one after another as each part first renders and suspends.
  staticData: { messages: messageBundles.chrome },
  loader: (args) => (args.context.auth === 'complete' ? loadScreen(args) : undefined),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootLoadError,
  // Online, the first render waits for this load (main.tsx) while index.html shows its spinner; an app
  // started offline reads its saved data back first, then shows this loader at once, no longer than needed.
  pendingComponent: FullPageLoader,
  pendingMs: 0,
  pendingMinMs: 0,
});
