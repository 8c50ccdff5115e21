import { describe, expect, it } from 'vitest';
import { accessFor, APP_PATHS, authStateOf, normalizePath } from './access.ts';

describe('authStateOf', () => {
  it('maps the user.me query to an auth state', () => {
    expect(authStateOf({ isPending: true, isError: false, data: undefined })).toBe('loading');
    expect(authStateOf({ isPending: false, isError: true, data: undefined })).toBe('error');
    expect(authStateOf({ isPending: false, isError: false, data: null })).toBe('signedOut');
    expect(authStateOf({ isPending: false, isError: false, data: { age: null } })).toBe('incomplete');
    expect(authStateOf({ isPending: false, isError: false, data: { age: 30 } })).toBe('complete');
  });

  it('keeps a known user when a later refetch fails', () => {
    expect(authStateOf({ isPending: false, isError: true, data: { age: 30 } })).toBe('complete');
  });
});

describe('normalizePath', () => {
  it('drops trailing slashes and case', () => {
    expect(normalizePath('/Dashboard/')).toBe('/dashboard');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('accessFor', () => {
  it('shows only a spinner while loading, whatever the path', () => {
    expect(accessFor('/dashboard', 'loading')).toEqual({ kind: 'spinner' });
    expect(accessFor('/nope', 'loading')).toEqual({ kind: 'spinner' });
  });

  it('signed out: landing, sign-in, legal and profile message; everything else is not found', () => {
    for (const path of ['/', '/auth', '/privacy-policy', '/terms-of-service', '/profile-settings']) {
      expect(accessFor(path, 'signedOut')).toEqual({ kind: 'page', chrome: false });
    }
    for (const path of ['/dashboard', '/food-log', '/nutrition-guide', '/unknown']) {
      expect(accessFor(path, 'signedOut')).toEqual({ kind: 'notFound', chrome: false });
    }
  });

  it('incomplete profile: onboarding at / without chrome, /auth stays reachable to switch account', () => {
    expect(accessFor('/', 'incomplete')).toEqual({ kind: 'page', chrome: false });
    expect(accessFor('/auth', 'incomplete')).toEqual({ kind: 'page', chrome: false });
    expect(accessFor('/dashboard', 'incomplete')).toEqual({ kind: 'notFound', chrome: false });
    expect(accessFor('/profile-settings', 'incomplete')).toEqual({ kind: 'notFound', chrome: false });
  });

  it('complete user: every app route with chrome, unknown paths not found inside the shell', () => {
    for (const path of APP_PATHS) expect(accessFor(path, 'complete')).toEqual({ kind: 'page', chrome: true });
    expect(accessFor('/dashboard/', 'complete')).toEqual({ kind: 'page', chrome: true });
    expect(accessFor('/auth', 'complete')).toEqual({ kind: 'redirect', to: '/' });
    expect(accessFor('/settings', 'complete')).toEqual({ kind: 'notFound', chrome: true });
  });

  it('reports a failed user lookup', () => {
    expect(accessFor('/', 'error')).toEqual({ kind: 'error' });
  });
});
