import { isNetworkError } from './is-network-error.ts';

/**
 * A query with nothing to show that cannot get it now: it waits for a connection, or its request failed
 * for want of one. Screens say so rather than show a placeholder or a spinner that never ends (decision 111).
 */
export function unansweredOffline(query: { data: unknown; fetchStatus: string; error: unknown }): boolean {
  return query.data === undefined && (query.fetchStatus === 'paused' || (query.error != null && isNetworkError(query.error)));
}
