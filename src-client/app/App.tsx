import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { IsRestoringProvider, QueryClientProvider, useIsRestoring, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { usePersistedQueries } from '../offline/use-persisted-queries.ts';
import { useOutboxSync } from '../offline/use-outbox.ts';
import { TourProvider } from '../features/tour/TourProvider.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter, preloadScreen, type AppRouter } from './router.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { createTrpcClient, createTrpcUtils, trpc, type TrpcClient } from './trpc.ts';

export interface AppClients {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  router: AppRouter;
}

/**
 * The data clients and the router, made as the app starts, before its first render: online, the
 * session and the screen's code, messages and first data are asked for at once, together, and React's
 * first render has only components left to do while they arrive.
 */
export function createAppClients(): AppClients {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const utils = createTrpcUtils(queryClient, trpcClient);
  const router = createAppRouter({ queryClient, trpc: utils });
  if (navigator.onLine) {
    void utils.user.me.prefetch();
    preloadScreen(router, utils);
  }
  return { queryClient, trpcClient, router };
}

/** Providers: Mantine, TanStack Query + tRPC, the guided tour, then the router (the toasts are the root layout's). */
export function App({ queryClient, trpcClient, router }: AppClients) {
  const restoring = usePersistedQueries(queryClient);

  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          {/* While restoring, no query fetches (as under TanStack's PersistQueryClientProvider). */}
          <IsRestoringProvider value={restoring}>
            <AfterRestore>
              {/* A language other than English loads its messages before the screens show. */}
              <Suspense fallback={null}>
                <TourProvider>
                  <RouterProvider router={router} />
                </TourProvider>
              </Suspense>
            </AfterRestore>
          </IsRestoringProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}

/** Offline, the last saved data is read back before any screen asks for it; then sends what waits. */
function AfterRestore({ children }: { children: ReactNode }) {
  useOutboxSync();
  return useIsRestoring() ? null : children;
}
