import type { Budget } from '../schemas/meal-plan.ts';
import type { DietTag } from './meal-plan-diet.ts';
import { lookupTable } from './lookup.ts';

/** Cuisine words a user may prefer and the recipe cuisines each covers. */
const CUISINE_FAMILIES = lookupTable<string[]>({
  mediterranean: ['mediterranean', 'greek', 'italian', 'turkish', 'lebanese', 'middle eastern', 'moroccan', 'french'],
  asian: ['asian fusion', 'chinese', 'japanese', 'korean', 'thai', 'hawaiian', 'indian'],
  'middle eastern': ['middle eastern', 'lebanese', 'turkish', 'moroccan'],
  mexican: ['mexican', 'tex-mex'],
  latin: ['mexican', 'tex-mex'],
  american: ['american', 'cajun', 'tex-mex'],
  european: ['french', 'italian', 'scandinavian', 'greek'],
});

/** Whether a recipe's cuisine is among the preferred ones (no preference matches everything). */
export function cuisineMatches(preferences: readonly string[], cuisine: string): boolean {
  if (preferences.length === 0) return true;
  const mine = cuisine.toLowerCase();
  return preferences.some((p) => {
    const want = p.trim().toLowerCase();
    return want === mine || (CUISINE_FAMILIES[want] ?? []).includes(mine);
  });
}

const LEVEL: Record<Budget, number> = { low: 0, medium: 1, high: 2 };

/** Price steps a recipe sits above the budget (0 when within it). */
export function overBudget(cost: Budget, budget: Budget): number {
  return Math.max(0, LEVEL[cost] - LEVEL[budget]);
}

export function fitsRestrictions(tags: readonly DietTag[], restrictions: readonly DietTag[]): boolean {
  return restrictions.every((r) => tags.includes(r));
}

/** 'vegan + keto' for messages. */
export function describeRestrictions(restrictions: readonly DietTag[]): string {
  return restrictions.join(' + ');
}
