import { createStore, del, entries, set } from 'idb-keyval';

/** The creates that can wait offline: each takes an optional `clientId`, so a resend is stored once (decision 057). */
export type OutboxPath = 'foodLog.create' | 'foodLog.quickAdd' | 'weight.create' | 'water.add' | (string & {});

export interface OutboxEntry {
  clientId: string;
  /** Whose entry it is: only sent while that user is signed in on this device. */
  userId: string;
  path: OutboxPath;
  input: Record<string, unknown>;
  /** What the waiting list shows, e.g. "Apple · lunch". */
  label: string;
  queuedAt: number;
}

const store = createStore('platewise-outbox', 'entries');
const listeners = new Set<() => void>();
let snapshot: OutboxEntry[] = [];

async function reload(): Promise<void> {
  const all = await entries<string, OutboxEntry>(store);
  snapshot = all.map(([, entry]) => entry).sort((a, b) => a.queuedAt - b.queuedAt);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the waiting entries, oldest first. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) void reload();
  return () => listeners.delete(listener);
}
export const outboxSnapshot = (): OutboxEntry[] => snapshot;

export async function enqueue(entry: Omit<OutboxEntry, 'queuedAt'>): Promise<void> {
  await set(entry.clientId, { ...entry, queuedAt: Date.now() }, store);
  await reload();
}

export async function waitingEntries(): Promise<OutboxEntry[]> {
  await reload();
  return snapshot;
}

export async function dequeue(clientId: string): Promise<void> {
  await del(clientId, store);
  await reload();
}
