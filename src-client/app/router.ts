import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import type { TrpcUtils } from './trpc.ts';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Data lives in TanStack Query; the router never caches loader results itself.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts fetching the code of the screens the current address shows, before the session is known:
 * the router would ask for it only once `user.me` has answered, one round trip later.
 */
export function preloadScreenCode(router: AppRouter): void {
  for (const match of router.matchRoutes(router.state.location)) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById];
    if (route) void router.loadRouteChunk(route);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
