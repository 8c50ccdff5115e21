import { safeReturnPath } from '../../src/domain/return-path.ts';

/** Where the app was heading before sign-in (`/auth?redirect=/food-log`), checked before it is followed. */
export interface ReturnSearch {
  redirect?: string;
}

/** `validateSearch` for the routes that take a return path (/auth, and / for onboarding). */
export function parseReturnSearch(search: Record<string, unknown>): ReturnSearch {
  const redirect = safeReturnPath(search.redirect);
  return redirect ? { redirect } : {};
}
