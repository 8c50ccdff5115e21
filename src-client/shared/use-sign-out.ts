import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trpc } from '../app/trpc.ts';
import { signOut } from './sign-out.ts';

/** Sign Out for the menus and profile page: a full page load to / afterwards drops all client state. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { mutateAsync } = trpc.user.logout.useMutation();
  return useCallback(
    () =>
      signOut({
        logout: () => mutateAsync(),
        clearCache: async () => {
          queryClient.clear();
          // The copy saved for offline use goes too: nobody opens this session from the device afterwards (decision 111).
          await import('../offline/persister.ts').then((m) => m.forgetSavedQueries()).catch(() => undefined);
        },
        goTo: (href) => {
          window.location.href = href;
        },
      }),
    [mutateAsync, queryClient],
  );
}
