import type { FileRoutesByTo } from '../../routeTree.gen.ts';

/**
 * Shared by the desktop menus, the mobile drawer and the footer (spec §2 Navigation, decision 052).
 * NAV_MENUS is the one list of screens: a new screen is one line in one of its groups.
 */

export type NavBadge = 'AI' | 'New' | 'Beta' | 'Smart' | 'Pro' | '3D';

export interface NavItem {
  label: string;
  to: keyof FileRoutesByTo;
  /** Opens a tab of the screen, e.g. `{ tab: 'voice' }` on /food-log. */
  search?: { tab: string };
  /** A section of the screen, scrolled into view. */
  hash?: string;
  badge?: NavBadge;
}

export interface NavMenu {
  label: string;
  items: readonly NavItem[];
}

export const NAV_MENUS: readonly NavMenu[] = [
  {
    label: 'Track',
    items: [
      { label: 'Food Log', to: '/food-log', search: { tab: 'add' } },
      { label: 'AI Food Snap', to: '/food-log', search: { tab: 'snap' }, badge: 'AI' },
      { label: 'Voice Logging', to: '/food-log', search: { tab: 'voice' }, badge: 'New' },
      { label: 'Weight Progress', to: '/progress', search: { tab: 'weight' } },
      { label: 'Recipes', to: '/recipes' },
      { label: 'Nutrients', to: '/nutrients' },
    ],
  },
  {
    label: 'AI Coach',
    items: [
      { label: 'Food Swaps', to: '/food-swaps', badge: 'Smart' },
      { label: 'Meal Plans', to: '/meal-plans', badge: 'AI' },
      { label: 'Meal Assistant', to: '/meal-chatbot', badge: 'AI' },
      { label: 'Daily Suggestions', to: '/dashboard', hash: 'ai-coach', badge: 'AI' },
    ],
  },
  {
    label: 'Tools',
    items: [
      { label: 'Meal Prep Timer', to: '/meal-prep', badge: 'Pro' },
      { label: 'Progress Analytics', to: '/progress', search: { tab: 'overview' }, badge: 'Beta' },
      { label: '3D Meal Viz', to: '/meal-visualization', badge: '3D' },
      { label: 'Nutrition Guide', to: '/nutrition-guide' },
    ],
  },
];

/** The Account menu's links; Sign Out follows them. */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  { label: 'Profile Settings', to: '/profile-settings' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
];

/** The mobile drawer: every desktop group, then Account; Sign Out follows them. */
export const MOBILE_MENUS: readonly NavMenu[] = [...NAV_MENUS, { label: 'Account', items: ACCOUNT_LINKS }];

export const FOOTER_SECTIONS: readonly NavMenu[] = [
  {
    label: 'Quick links',
    items: [
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Food Log', to: '/food-log' },
      { label: 'Progress', to: '/progress' },
      { label: 'Nutrition Guide', to: '/nutrition-guide' },
    ],
  },
  {
    label: 'AI features',
    items: [
      { label: 'Food Swaps', to: '/food-swaps' },
      { label: 'Meal Plans', to: '/meal-plans' },
      { label: 'Meal Assistant', to: '/meal-chatbot' },
      { label: 'Meal Prep Timer', to: '/meal-prep' },
    ],
  },
  {
    label: 'Legal',
    items: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
    ],
  },
];

export const SUPPORT_EMAIL = 'support@platewise.app';
export const SOURCE_URL = 'https://github.com/platewise/platewise';
export const APP_VERSION_LABEL = 'Version 2.0.1 (January 2025)';

/** Dark shades so the white badge text keeps 4.5:1 contrast. */
const BADGE_COLORS: Record<NavBadge, string> = {
  AI: 'violet.9',
  New: 'blue.9',
  Beta: 'pink.9',
  Smart: 'teal.9',
  Pro: 'grape.9',
  '3D': 'cyan.9',
};

export function badgeColor(badge: NavBadge): string {
  return BADGE_COLORS[badge];
}

/** The Account menu heading: the e-mail, or 'User' when there is none. */
export function accountLabel(user: { email: string | null | undefined } | null): string {
  return user?.email?.trim() || 'User';
}

/**
 * Link props for an item. Mantine's polymorphic `component={Link}` loses the per-route search types,
 * so the search goes through untyped here; nav-items.test.ts checks each against its route.
 */
export function navLinkProps(item: NavItem) {
  return { to: item.to, hash: item.hash, search: item.search as never };
}
