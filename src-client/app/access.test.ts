import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, isNotFound, isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../routeTree.gen.ts';
import { Route as AuthRoute } from '../routes/auth.tsx';
import { authStateOf, onlyFor, type AuthState } from './access.ts';
import { parseReturnSearch } from './return-path.ts';
import type { TrpcUtils } from './trpc.ts';

type Me = { age: number | null } | null;

/** The app's route tree on a memory history, with user.me answered by `me` (or failing). */
async function visit(path: string, me: Me | Error) {
  const trpc = { user: { me: { ensureData: () => (me instanceof Error ? Promise.reject(me) : Promise.resolve(me)) }, listTokens: { prefetch: async () => {} } } };
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient: new QueryClient(), trpc: trpc as unknown as TrpcUtils },
  });
  await router.load();
  const matches = router.state.matches;
  // Loaded outside a browser, a redirect leaves no matches (the browser would navigate).
  if (matches.length === 0) return { shown: 'redirect', at: path };
  // A path no route matches leaves the root alone; a route refusing the visitor throws notFound().
  const notFound = matches.length === 1 || matches.some((m) => isNotFound(m.error));
  const shown = matches[0]!.status === 'error' ? 'error' : notFound ? 'notFound' : 'page';
  return { shown, at: router.state.location.pathname };
}

/** Where a complete-users-only route's beforeLoad sends another state. */
function redirectOf(href: string, auth: AuthState) {
  try {
    onlyFor('complete')({ context: { auth }, location: { href } });
  } catch (error) {
    if (isRedirect(error)) return { to: error.options.to, search: error.options.search };
    throw error;
  }
  return undefined;
}

const SIGNED_OUT = null;
const INCOMPLETE = { age: null };
const COMPLETE = { age: 30 };
const APP_PATHS = ['/', '/dashboard', '/food-log', '/progress', '/meal-prep', '/food-swaps', '/meal-visualization', '/meal-chatbot', '/profile-settings', '/privacy-policy', '/terms-of-service', '/meal-plans', '/meal-plan', '/nutrition-guide'];

describe('authStateOf', () => {
  it('maps the user.me answer to a sign-in state', () => {
    expect(authStateOf(null)).toBe('signedOut');
    expect(authStateOf({ age: null })).toBe('incomplete');
    expect(authStateOf({ age: 30 })).toBe('complete');
  });
});

describe('routes by sign-in state (beforeLoad)', () => {
  it('signed out: landing, sign-in, legal and profile message; app routes go to sign-in; unknown paths not found', async () => {
    for (const path of ['/', '/auth', '/privacy-policy', '/terms-of-service', '/profile-settings']) {
      expect(await visit(path, SIGNED_OUT), path).toEqual({ shown: 'page', at: path });
    }
    for (const path of ['/dashboard', '/food-log?tab=voice', '/nutrition-guide', '/meal-plans']) {
      expect(redirectOf(path, 'signedOut'), path).toEqual({ to: '/auth', search: { redirect: path } });
      expect((await visit(path, SIGNED_OUT)).shown, path).toBe('redirect');
    }
    expect((await visit('/unknown', SIGNED_OUT)).shown).toBe('notFound');
    // The sign-in page follows only a path inside the app.
    expect(parseReturnSearch({ redirect: '//evil.example' })).toEqual({});
    expect((await visit('/auth?redirect=%2Ffood-log', SIGNED_OUT)).shown).toBe('page');
  });

  it('incomplete profile: onboarding at / (app routes lead there), /auth stays reachable to switch account', async () => {
    expect((await visit('/', INCOMPLETE)).shown).toBe('page');
    expect((await visit('/auth', INCOMPLETE)).shown).toBe('page');
    expect(redirectOf('/dashboard', 'incomplete')).toEqual({ to: '/', search: { redirect: '/dashboard' } });
    expect((await visit('/profile-settings', INCOMPLETE)).shown).toBe('redirect');
    expect((await visit('/unknown', INCOMPLETE)).shown).toBe('notFound');
  });

  it('complete user: every app route, /auth goes home, unknown paths not found', async () => {
    for (const path of APP_PATHS) expect((await visit(path, COMPLETE)).shown, path).toBe('page');
    expect((await visit('/Dashboard', COMPLETE)).shown).toBe('page');
    // A trailing slash is sent to the plain path first.
    expect((await visit('/dashboard/', COMPLETE)).shown).toBe('redirect');
    expect((await visit('/auth', COMPLETE)).shown).toBe('redirect');
    // Already signed in: /auth goes where the link pointed, else home.
    const authTarget = (search: { redirect?: string }) => {
      try {
        AuthRoute.options.beforeLoad!({ context: { auth: 'complete' }, search } as Parameters<NonNullable<typeof AuthRoute.options.beforeLoad>>[0]);
      } catch (error) {
        return isRedirect(error) ? error.options.href : error;
      }
      return undefined;
    };
    expect(authTarget({})).toBe('/');
    expect(authTarget({ redirect: '/progress?tab=weight' })).toBe('/progress?tab=weight');
    expect((await visit('/settings', COMPLETE)).shown).toBe('notFound');
  });

  it('reports a failed user lookup', async () => {
    expect((await visit('/', new Error('offline'))).shown).toBe('error');
  });
});
