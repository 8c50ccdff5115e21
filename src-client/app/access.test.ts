import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, isNotFound, isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../routeTree.gen.ts';
import { Route as AuthRoute } from '../routes/auth.tsx';
import { authStateOf } from './access.ts';
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
  it('signed out: landing, sign-in, legal and profile message; everything else is not found', async () => {
    for (const path of ['/', '/auth', '/privacy-policy', '/terms-of-service', '/profile-settings']) {
      expect(await visit(path, SIGNED_OUT), path).toEqual({ shown: 'page', at: path });
    }
    for (const path of ['/dashboard', '/food-log', '/nutrition-guide', '/unknown']) {
      expect((await visit(path, SIGNED_OUT)).shown, path).toBe('notFound');
    }
  });

  it('incomplete profile: onboarding at /, /auth stays reachable to switch account', async () => {
    expect((await visit('/', INCOMPLETE)).shown).toBe('page');
    expect((await visit('/auth', INCOMPLETE)).shown).toBe('page');
    expect((await visit('/dashboard', INCOMPLETE)).shown).toBe('notFound');
    expect((await visit('/profile-settings', INCOMPLETE)).shown).toBe('notFound');
  });

  it('complete user: every app route, /auth goes home, unknown paths not found', async () => {
    for (const path of APP_PATHS) expect((await visit(path, COMPLETE)).shown, path).toBe('page');
    expect((await visit('/Dashboard', COMPLETE)).shown).toBe('page');
    // A trailing slash is sent to the plain path first.
    expect((await visit('/dashboard/', COMPLETE)).shown).toBe('redirect');
    expect((await visit('/auth', COMPLETE)).shown).toBe('redirect');
    let thrown: unknown;
    try {
      AuthRoute.options.beforeLoad!({ context: { auth: 'complete' } } as Parameters<NonNullable<typeof AuthRoute.options.beforeLoad>>[0]);
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown) && thrown.options.to).toBe('/');
    expect((await visit('/settings', COMPLETE)).shown).toBe('notFound');
  });

  it('reports a failed user lookup', async () => {
    expect((await visit('/', new Error('offline'))).shown).toBe('error');
  });
});
