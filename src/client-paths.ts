/**
 * The client's screens (src-client/routes). The server answers these with the app and any other
 * page path with the app and HTTP 404, so a mistyped address is not a page as far as browsers,
 * crawlers and link checkers know. src-client/app/client-paths.test.ts keeps it equal to the route tree.
 */
export const CLIENT_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/accept-invite',
  '/admin',
  '/auth',
  '/dashboard',
  '/food-log',
  '/food-swaps',
  '/forgot-password',
  '/meal-chatbot',
  '/meal-plan',
  '/meal-plans',
  '/meal-prep',
  '/meal-visualization',
  '/nutrients',
  '/nutrition-guide',
  '/privacy-policy',
  '/profile-settings',
  '/progress',
  '/recipes',
  '/reset-password',
  '/terms-of-service',
]);

/** Whether a request URL (query and trailing slash ignored) is one of the client's screens. */
export function isClientPath(url: string): boolean {
  const pathname = url.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return CLIENT_PATHS.has(pathname);
}
