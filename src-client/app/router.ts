import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { askForScreenNeeds } from './screen-needs.ts';
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

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/**
 * As the app starts, asks for the code, messages and data of the screens the current address shows,
 * before the session is known: the router would ask for them only once `user.me` has answered, one
 * round trip later. Called in the same tick as `user.me`'s prefetch, the data shares its request.
 */
export function preloadScreen(router: AppRouter, trpc: TrpcUtils): void {
  for (const match of router.matchRoutes(router.state.location)) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById];
    if (!route) continue;
    void router.loadRouteChunk(route);
    void askForScreenNeeds(route.options.staticData ?? {}, trpc);
  }
}
