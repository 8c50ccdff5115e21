import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';

const store = createStore('platewise-cache', 'queries');

const savedCopy = () =>
  createAsyncStoragePersister({
    storage: { getItem: (key) => get<string>(key, store).then((v) => v ?? null), setItem: (key, value: string) => set(key, value, store), removeItem: (key) => del(key, store) },
  });

function optionsFor(queryClient: QueryClient) {
  return { queryClient, persister: savedCopy(), maxAge: 7 * 24 * 3600_000 };
}

/** Drops the copy saved on the device (at sign-out). */
export async function forgetSavedQueries(): Promise<void> {
  await savedCopy().removeClient();
}

/**
 * Reads the saved cache back into a running app: for a device that says it is online while the server
 * cannot be reached (a dead Wi-Fi, a captive portal), found out when the session check fails (decision 111).
 */
export function restoreSavedQueries(queryClient: QueryClient): Promise<void> {
  return persistQueryClientRestore(optionsFor(queryClient));
}

/**
 * The query cache is saved to IndexedDB now and on every change, but read back only when the app
 * starts with no connection: online, every screen loads fresh data exactly as before (decision 057).
 * Resolves, once any restore is done, to the function that stops saving.
 */
export async function persistQueries(queryClient: QueryClient): Promise<() => void> {
  const options = optionsFor(queryClient);
  if (!navigator.onLine) await persistQueryClientRestore(options);
  // What was fetched before this module arrived is saved too, not only what changes after.
  else void persistQueryClientSave(options);
  return persistQueryClientSubscribe(options);
}
