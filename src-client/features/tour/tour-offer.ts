/** The dashboard tour is offered once per user and browser; the answer is kept in localStorage. */

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function tourOfferKey(userId: string): string {
  return `platewise:tour-offered:dashboard:${userId}`;
}

/** True when this user has not been offered the tour on this browser (storage errors: never offer). */
export function shouldOfferTour(storage: KeyValueStore | undefined, userId: string): boolean {
  try {
    return !!storage && storage.getItem(tourOfferKey(userId)) === null;
  } catch {
    return false;
  }
}

export function markTourOffered(storage: KeyValueStore | undefined, userId: string): void {
  try {
    storage?.setItem(tourOfferKey(userId), new Date().toISOString());
  } catch {
    // Private browsing or a full quota: the offer may come back, which is harmless.
  }
}

export function browserStorage(): KeyValueStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
