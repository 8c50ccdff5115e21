import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { trpc } from '../app/trpc.ts';
import { useUser } from '../shared/use-current-user.ts';
import { outboxSnapshot, subscribeOutbox } from './outbox.ts';
import { syncOutbox } from './sync.ts';

/** The signed-in user's entries waiting to be sent, oldest first. */
export function useOutbox() {
  const userId = useUser()?.id;
  const all = useSyncExternalStore(subscribeOutbox, outboxSnapshot);
  return useMemo(() => all.filter((entry) => entry.userId === userId), [all, userId]);
}

/** Sends the waiting entries now (if any) and whenever the connection returns. */
export function useOutboxSync() {
  const client = trpc.useUtils().client;
  const queryClient = useQueryClient();
  const userId = useUser()?.id;
  useEffect(() => {
    if (!userId) return;
    const sync = () => void syncOutbox(client, queryClient, userId);
    if (navigator.onLine) sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [client, queryClient, userId]);
}
