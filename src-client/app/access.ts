/** Spec §2 "Routing by sign-in state" as one pure decision: what a path shows in each auth state. */

export type AuthState = 'loading' | 'error' | 'signedOut' | 'incomplete' | 'complete';

export type Access =
  | { kind: 'spinner' }
  | { kind: 'error' }
  | { kind: 'redirect'; to: '/' }
  /** `chrome`: the navigation bar, mobile menu and footer surround the page. */
  | { kind: 'page'; chrome: boolean }
  | { kind: 'notFound'; chrome: boolean };

/** Routes for a complete user (spec §2), all without parameters. */
export const APP_PATHS = [
  '/',
  '/dashboard',
  '/food-log',
  '/progress',
  '/meal-prep',
  '/food-swaps',
  '/meal-visualization',
  '/meal-chatbot',
  '/profile-settings',
  '/privacy-policy',
  '/terms-of-service',
  '/meal-plans',
  '/meal-plan',
  '/nutrition-guide',
] as const;
export type AppPath = (typeof APP_PATHS)[number];

/** Signed out: landing, sign-in, the legal pages and the profile page's "please log in" message. */
export const SIGNED_OUT_PATHS: readonly string[] = ['/', '/auth', '/privacy-policy', '/terms-of-service', '/profile-settings'];
/** Signed in without an age: onboarding at /, its 'Sign in' link to switch account, and the legal pages. */
export const INCOMPLETE_PATHS: readonly string[] = ['/', '/auth', '/privacy-policy', '/terms-of-service'];

export function authStateOf(query: { isPending: boolean; isError: boolean; data: { age: number | null } | null | undefined }): AuthState {
  if (query.data) return query.data.age == null ? 'incomplete' : 'complete';
  if (query.data === null) return 'signedOut';
  if (query.isError) return 'error';
  return 'loading';
}

/** Lower-case, no trailing slash, '' becomes '/'. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function accessFor(pathname: string, auth: AuthState): Access {
  if (auth === 'loading') return { kind: 'spinner' };
  if (auth === 'error') return { kind: 'error' };
  const path = normalizePath(pathname);
  if (auth === 'complete') {
    if (path === '/auth') return { kind: 'redirect', to: '/' };
    return (APP_PATHS as readonly string[]).includes(path) ? { kind: 'page', chrome: true } : { kind: 'notFound', chrome: true };
  }
  if (auth === 'incomplete') {
    return INCOMPLETE_PATHS.includes(path) ? { kind: 'page', chrome: false } : { kind: 'notFound', chrome: false };
  }
  return SIGNED_OUT_PATHS.includes(path) ? { kind: 'page', chrome: false } : { kind: 'notFound', chrome: false };
}
