import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '../app/RootLayout.tsx';
import type { RouterContext } from '../app/router.ts';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
