/** The hub's tabs; `/food-log?tab=snap` opens one directly (the dashboard's AI Snap link). */
export const FOOD_LOG_TABS = ['add', 'snap', 'voice', 'log'] as const;
export type FoodLogTab = (typeof FOOD_LOG_TABS)[number];

export function parseFoodLogSearch(search: Record<string, unknown>): { tab?: FoodLogTab } {
  const tab = FOOD_LOG_TABS.find((t) => t === search.tab);
  return tab ? { tab } : {};
}
