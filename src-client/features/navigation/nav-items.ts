// Only `version` reaches the bundle: Vite keeps just the named fields a JSON import uses.
import { version } from '../../../package.json';
import type { FileRoutesByTo } from '../../routeTree.gen.ts';
import type navigation from '../../locales/en/navigation.json';

/**
 * Shared by the desktop menus, the mobile drawer and the footer (decision 052).
 * NAV_MENUS is the one list of screens: a new screen is one line in one of its groups. Names are
 * message keys of the `navigation` namespace (`items.*`, `menus.*`, `badges.*`).
 */

export type NavBadge = keyof typeof navigation.badges;

export interface NavItem {
  key: keyof typeof navigation.items;
  to: keyof FileRoutesByTo;
  /** Opens a tab of the screen, e.g. `{ tab: 'voice' }` on /food-log. */
  search?: { tab: string };
  /** A section of the screen, scrolled into view. */
  hash?: string;
  badge?: NavBadge;
}

export interface NavMenu {
  key: keyof typeof navigation.menus;
  items: readonly NavItem[];
}

export const NAV_MENUS: readonly NavMenu[] = [
  {
    key: 'track',
    items: [
      { key: 'foodLog', to: '/food-log', search: { tab: 'add' } },
      { key: 'aiFoodSnap', to: '/food-log', search: { tab: 'snap' }, badge: 'ai' },
      { key: 'voiceLogging', to: '/food-log', search: { tab: 'voice' }, badge: 'new' },
      { key: 'weightProgress', to: '/progress', search: { tab: 'weight' } },
      { key: 'recipes', to: '/recipes' },
      { key: 'nutrients', to: '/nutrients' },
    ],
  },
  {
    key: 'aiCoach',
    items: [
      { key: 'foodSwaps', to: '/food-swaps', badge: 'smart' },
      { key: 'mealPlans', to: '/meal-plans', badge: 'ai' },
      { key: 'mealAssistant', to: '/meal-chatbot', badge: 'ai' },
      { key: 'dailySuggestions', to: '/dashboard', hash: 'ai-coach', badge: 'ai' },
    ],
  },
  {
    key: 'tools',
    items: [
      { key: 'mealPrepTimer', to: '/meal-prep' },
      { key: 'progressAnalytics', to: '/progress', search: { tab: 'overview' } },
      { key: 'mealViz', to: '/meal-visualization', badge: 'threeD' },
      { key: 'nutritionGuide', to: '/nutrition-guide' },
    ],
  },
];

/** The Account menu's links; Sign Out follows them. */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  { key: 'profileSettings', to: '/profile-settings' },
  { key: 'dashboard', to: '/dashboard' },
  { key: 'privacyPolicy', to: '/privacy-policy' },
  { key: 'termsOfService', to: '/terms-of-service' },
];

/** The mobile drawer: every desktop group, then Account; Sign Out follows them. */
export const MOBILE_MENUS: readonly NavMenu[] = [...NAV_MENUS, { key: 'account', items: ACCOUNT_LINKS }];

export const FOOTER_SECTIONS: readonly NavMenu[] = [
  {
    key: 'quickLinks',
    items: [
      { key: 'dashboard', to: '/dashboard' },
      { key: 'foodLog', to: '/food-log' },
      { key: 'progress', to: '/progress' },
      { key: 'nutritionGuide', to: '/nutrition-guide' },
    ],
  },
  {
    key: 'aiFeatures',
    items: [
      { key: 'foodSwaps', to: '/food-swaps' },
      { key: 'mealPlans', to: '/meal-plans' },
      { key: 'mealAssistant', to: '/meal-chatbot' },
      { key: 'mealPrepTimer', to: '/meal-prep' },
    ],
  },
  {
    key: 'legal',
    items: [
      { key: 'privacyPolicy', to: '/privacy-policy' },
      { key: 'termsOfService', to: '/terms-of-service' },
    ],
  },
];

export const SUPPORT_EMAIL = 'support@platewise.app';
export const SOURCE_URL = 'https://github.com/platewise/platewise';
/** The footer's version: the release in package.json, one source. */
export const APP_VERSION = version;

/** Dark shades so the white badge text keeps 4.5:1 contrast. */
const BADGE_COLORS: Record<NavBadge, string> = {
  ai: 'violet.9',
  new: 'blue.9',
  smart: 'teal.9',
  threeD: 'cyan.9',
};

export function badgeColor(badge: NavBadge): string {
  return BADGE_COLORS[badge];
}

/** The Account menu heading: the e-mail, or `fallback` ('User') when there is none. */
export function accountLabel(user: { email: string | null | undefined } | null, fallback: string): string {
  return user?.email?.trim() || fallback;
}

/**
 * Link props for an item. Mantine's polymorphic `component={Link}` loses the per-route search types,
 * so the search goes through untyped here; nav-items.test.ts checks each against its route.
 */
export function navLinkProps(item: NavItem) {
  return { to: item.to, hash: item.hash, search: item.search as never };
}
