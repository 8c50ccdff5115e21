/** The hub's tabs; `/food-log?tab=snap` opens one directly (the dashboard's AI Snap link). */
export const FOOD_LOG_TABS = ['add', 'snap', 'voice', 'log'] as const;
export type FoodLogTab = (typeof FOOD_LOG_TABS)[number];

/** The longest text the food search takes (its query schema's limit). */
const SEARCH_MAX_CHARS = 100;

/**
 * `tab` opens a tab; `q` opens the food search with that text (`/food-log?tab=add&q=iced tea`: a phrase
 * the meal parser found no food for).
 */
export function parseFoodLogSearch(search: Record<string, unknown>): { tab?: FoodLogTab; q?: string } {
  const tab = FOOD_LOG_TABS.find((t) => t === search.tab);
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, SEARCH_MAX_CHARS) : '';
  return { ...(tab ? { tab } : {}), ...(q ? { q } : {}) };
}
