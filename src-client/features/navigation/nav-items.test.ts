import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, isNotFound } from '@tanstack/react-router';
import type { TrpcUtils } from '../../app/trpc.ts';
import { routeTree } from '../../routeTree.gen.ts';
import { ACCOUNT_LINKS, accountLabel, FOOTER_SECTIONS, MOBILE_LINKS, NAV_MENUS } from './nav-items.ts';

const allItems = [...NAV_MENUS.flatMap((m) => m.items), ...ACCOUNT_LINKS, ...MOBILE_LINKS, ...FOOTER_SECTIONS.flatMap((s) => s.items)];

describe('navigation data', () => {
  it('has the spec menus in order', () => {
    expect(NAV_MENUS.map((m) => m.label)).toEqual(['Track', 'AI Coach', 'Tools']);
    expect(NAV_MENUS[0]?.items.map((i) => [i.label, i.to])).toEqual([
      ['Food Log', '/food-log'],
      ['AI Food Snap', '/food-log'],
      ['Voice Logging', '/food-log'],
      ['Weight Progress', '/progress'],
    ]);
    expect(NAV_MENUS[1]?.items.find((i) => i.label === 'Daily Suggestions')?.to).toBe('/dashboard');
    expect(NAV_MENUS[2]?.items.map((i) => i.label)).toEqual(['Meal Prep Timer', 'Progress Analytics', '3D Meal Viz', 'Nutrition Guide']);
  });

  it('links only to routes a complete user can reach', async () => {
    const trpc = { user: { me: { ensureData: async () => ({ age: 30 }) }, listTokens: { prefetch: async () => {} } } } as unknown as TrpcUtils;
    for (const to of new Set(allItems.map((i) => i.to))) {
      const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [to] }), context: { queryClient: new QueryClient(), trpc } });
      await router.load();
      const { matches, location } = router.state;
      expect(matches.some((m) => isNotFound(m.error) || m.status === 'error'), to).toBe(false);
      expect([matches.length > 1, location.pathname], to).toEqual([true, to]);
    }
  });

  it('has the spec mobile and account links', () => {
    expect(MOBILE_LINKS.map((l) => l.label)).toEqual(['Dashboard', 'Food Log', 'Progress', 'Food Swaps', 'Meal Prep', 'Profile Settings']);
    expect(ACCOUNT_LINKS.map((l) => l.label)).toEqual(['Profile Settings', 'Dashboard', 'Privacy Policy', 'Terms of Service']);
  });

  it('uses only the spec badges', () => {
    const badges = new Set(allItems.flatMap((i) => (i.badge ? [i.badge] : [])));
    expect([...badges].sort()).toEqual(['3D', 'AI', 'Beta', 'New', 'Pro', 'Smart']);
  });
});

describe('accountLabel', () => {
  it("shows the e-mail or 'User'", () => {
    expect(accountLabel({ email: 'ann@example.com' })).toBe('ann@example.com');
    expect(accountLabel({ email: '' })).toBe('User');
    expect(accountLabel(null)).toBe('User');
  });
});
