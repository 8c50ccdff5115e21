import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';

const store = createStore('platewise-cache', 'queries');

/**
 * The query cache is saved to IndexedDB on every change, but read back only when the app starts with
 * no connection: online, every screen loads fresh data exactly as before (decision 057).
 */
export function createOfflinePersister(): Persister {
  const persister = createAsyncStoragePersister({
    storage: { getItem: (key) => get<string>(key, store).then((v) => v ?? null), setItem: (key, value: string) => set(key, value, store), removeItem: (key) => del(key, store) },
  });
  return navigator.onLine ? { ...persister, restoreClient: () => Promise.resolve(undefined) } : persister;
}
