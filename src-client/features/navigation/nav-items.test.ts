import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, isNotFound } from '@tanstack/react-router';
import type { TrpcUtils } from '../../app/trpc.ts';
import { routeTree } from '../../routeTree.gen.ts';
import en from '../../locales/en/navigation.json';
import layout from '../../locales/en/layout.json';
import { ACCOUNT_LINKS, accountLabel, APP_VERSION, FOOTER_SECTIONS, MOBILE_MENUS, NAV_MENUS, type NavItem, type NavMenu } from './nav-items.ts';

const label = (item: NavItem) => en.items[item.key];
const menuLabel = (menu: NavMenu) => en.menus[menu.key];
const allItems = [...NAV_MENUS.flatMap((m) => m.items), ...ACCOUNT_LINKS, ...FOOTER_SECTIONS.flatMap((s) => s.items)];

describe('navigation data', () => {
  it('has the spec menus in order', () => {
    expect(NAV_MENUS.map(menuLabel)).toEqual(['Track', 'AI Coach', 'Tools']);
    // Each item opens its own tab or section (decision 052).
    expect(NAV_MENUS[0]?.items.map((i) => [label(i), i.to, i.search?.tab])).toEqual([
      ['Food Log', '/food-log', 'add'],
      ['AI Food Snap', '/food-log', 'snap'],
      ['Voice Logging', '/food-log', 'voice'],
      ['Weight Progress', '/progress', 'weight'],
      ['Recipes', '/recipes', undefined],
      ['Nutrients', '/nutrients', undefined],
    ]);
    expect(NAV_MENUS[1]?.items.map(label)).toEqual(['Food Swaps', 'Meal Plans', 'Meal Assistant', 'Daily Suggestions']);
    expect(NAV_MENUS[1]?.items.find((i) => label(i) === 'Daily Suggestions')).toMatchObject({ to: '/dashboard', hash: 'ai-coach' });
    expect(NAV_MENUS[2]?.items.map(label)).toEqual(['Meal Prep Timer', 'Progress Analytics', '3D Meal Viz', 'Nutrition Guide']);
  });

  it('links only to routes a complete user can reach', async () => {
    // A complete user; every screen's prefetch answers at once.
    const procedure = { ensureData: async () => ({ age: 30 }), getData: () => ({ age: 30 }), prefetch: async () => {} };
    const trpc = new Proxy({}, { get: () => new Proxy({}, { get: () => procedure }) }) as TrpcUtils;
    for (const { to, search } of allItems) {
      const url = search ? `${to}?tab=${search.tab}` : to;
      const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }), context: { queryClient: new QueryClient(), trpc } });
      await router.load();
      const { matches, location } = router.state;
      expect(matches.some((m) => isNotFound(m.error) || m.status === 'error'), url).toBe(false);
      expect([matches.length > 1, location.pathname], url).toEqual([true, to]);
      // The route's validateSearch keeps the tab: the link opens that tab.
      expect(location.search, url).toEqual(search ?? {});
    }
  });

  it('has a phone menu with every screen, and the spec account links', () => {
    // The phone lists every screen, grouped as on desktop (decision 052).
    expect(MOBILE_MENUS.map(menuLabel)).toEqual(['Track', 'AI Coach', 'Tools', 'Account']);
    const onPhone = new Set(MOBILE_MENUS.flatMap((m) => m.items.map((i) => i.to)));
    for (const item of allItems) expect(onPhone.has(item.to), item.to).toBe(true);
    expect(ACCOUNT_LINKS.map(label)).toEqual(['Profile Settings', 'Dashboard', 'Privacy Policy', 'Terms of Service']);
  });

  it('marks no screen as paid or unfinished (no Pro or Beta badge)', () => {
    const badges = new Set(allItems.flatMap((i) => (i.badge ? [en.badges[i.badge]] : [])));
    expect([...badges].sort()).toEqual(['3D', 'AI', 'New', 'Smart']);
  });
});

describe('the footer version', () => {
  it('is the release in package.json, with no made-up date', async () => {
    const { readFile } = await import('node:fs/promises');
    const pkg = JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(APP_VERSION).toBe(pkg.version);
    expect(layout.footer.version).toBe('Version {version}');
  });
});

describe('accountLabel', () => {
  it("shows the e-mail or 'User'", () => {
    expect(accountLabel({ email: 'ann@example.com' }, 'User')).toBe('ann@example.com');
    expect(accountLabel({ email: '' }, 'User')).toBe('User');
    expect(accountLabel(null, 'User')).toBe('User');
  });
});
