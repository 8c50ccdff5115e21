import type { QueryClient } from '@tanstack/react-query';
import { getUntypedClient } from '@trpc/client';
import type { TrpcClient } from '../app/trpc.ts';
import { notifyError } from '../components/notify.ts';
import { i18n } from '../i18n/i18n.ts';
import { dequeue, waitingEntries } from './outbox.ts';
import { isNetworkError } from './is-network-error.ts';

let running: Promise<void> | null = null;

/**
 * Sends the waiting entries oldest first, each with its client id: one that reached the server before
 * its answer was lost is answered with the stored row, not written twice. A refused entry (400) is
 * dropped with a toast, since sending it again cannot succeed; a lost connection stops the run. Sent
 * entries leave the outbox only after the screens have refetched, so an entry shown as waiting turns
 * into the stored one without vanishing in between (the lists skip a waiting entry whose client id
 * the server already lists, so it is never shown twice either).
 */
export function syncOutbox(client: TrpcClient, queryClient: QueryClient, userId: string): Promise<void> {
  running ??= (async () => {
    const sent: string[] = [];
    try {
      for (const entry of (await waitingEntries()).filter((e) => e.userId === userId)) {
        try {
          await getUntypedClient(client).mutation(entry.path, { ...entry.input, clientId: entry.clientId });
          sent.push(entry.clientId);
          continue;
        } catch (error) {
          const status = (error as { data?: { httpStatus?: number } }).data?.httpStatus;
          if (isNetworkError(error) || status === undefined || status >= 500 || status === 401 || status === 429) break;
          await i18n.loadNamespaces('offline');
          notifyError(i18n.t('sync.notSynced', { ns: 'offline' }), i18n.t('sync.detail', { ns: 'offline', label: entry.label, message: (error as Error).message }));
        }
        await dequeue(entry.clientId);
      }
    } finally {
      try {
        if (sent.length > 0) {
          await queryClient.invalidateQueries();
          for (const clientId of sent) await dequeue(clientId);
        }
      } finally {
        running = null;
      }
    }
  })();
  return running;
}
