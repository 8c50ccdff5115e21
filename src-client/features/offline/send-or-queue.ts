import { notifySuccess } from '../../components/notify.ts';
import { enqueue, type OutboxPath } from './outbox.ts';
import { isNetworkError } from './is-network-error.ts';

export const QUEUED_TOAST = { title: 'Saved offline', message: 'It will be sent when you are back online.' };

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
    void enqueue({ clientId: withId.clientId, userId: userId ?? '', path, input, label }).then(() => {
      notifySuccess(QUEUED_TOAST.title, QUEUED_TOAST.message);
      onQueued?.();
    });
  if (!navigator.onLine) return queue();
  send(withId, (error) => {
    if (!isNetworkError(error)) return false;
    queue();
    return true;
  });
}
