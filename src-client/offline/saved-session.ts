import type { RouterContext } from '../app/router.ts';
import { isNetworkError } from './is-network-error.ts';

/**
 * The session, as the server answers it; when the server cannot be reached although the device says it
 * is online, the one saved on this device, with the rest of the saved data read back (decision 111).
 */
export async function sessionOrSaved({ queryClient, trpc }: RouterContext) {
  try {
    return await trpc.user.me.ensureData();
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const { restoreSavedQueries } = await import('./persister.ts');
    await restoreSavedQueries(queryClient);
    const saved = trpc.user.me.getData();
    if (saved === undefined) throw error;
    return saved;
  }
}
