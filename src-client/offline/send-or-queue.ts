import { notifySuccess } from '../components/notify.ts';
import { i18n } from '../i18n/i18n.ts';
import { enqueue, type OutboxPath } from './outbox.ts';
import { isNetworkError } from './is-network-error.ts';

/**
 * Sends a create with a fresh client id, or keeps it in the outbox when there is no connection (or the
 * connection drops mid-send: the same id makes a resend harmless). `send` reports failures through
 * `onError`; a network failure is queued instead.
 */
export function sendOrQueue<I extends Record<string, unknown>>(
  { path, input, label, userId }: { path: OutboxPath; input: I; label: string; userId: string | undefined },
  send: (input: I & { clientId: string }, onNetworkError: (error: unknown) => boolean) => void,
  onQueued?: () => void,
): void {
  const withId = { ...input, clientId: crypto.randomUUID() };
  const queue = () =>
    void enqueue({ clientId: withId.clientId, userId: userId ?? '', path, input, label })
      .then(() => i18n.loadNamespaces('offline'))
      .then(() => {
        notifySuccess(i18n.t('queued.title', { ns: 'offline' }), i18n.t('queued.message', { ns: 'offline' }));
        onQueued?.();
      });
  if (!navigator.onLine) return queue();
  send(withId, (error) => {
    if (!isNetworkError(error)) return false;
    queue();
    return true;
  });
}
