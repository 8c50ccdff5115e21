import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { TourProvider } from '../features/tour/TourProvider.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { createTrpcClient, createTrpcUtils, trpc } from './trpc.ts';

/** Providers: Mantine, one-at-a-time toasts, TanStack Query + tRPC, the guided tour, then the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  const [router] = useState(() =>
    createAppRouter({ queryClient, trpc: createTrpcUtils(queryClient, trpcClient) }),
  );

  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Notifications limit={1} autoClose={5000} position="bottom-right" />
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <TourProvider>
            <RouterProvider router={router} />
          </TourProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
