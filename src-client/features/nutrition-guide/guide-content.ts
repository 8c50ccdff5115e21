/**
 * The Nutrition Guide's structure (/nutrition-guide); its text is in the `nutrition-guide` messages
 * under `categories.<id>`, `topics.<id>` and `quickFacts.<id>`.
 *
 * Figures follow widely used consensus references: the Dietary Reference Intakes of the
 * US National Academies (NASEM), the Dietary Guidelines for Americans 2020-2025, the WHO,
 * the American Heart Association, and the position stands of the International Society of
 * Sports Nutrition (ISSN) and the American College of Sports Medicine (ACSM). The guidance
 * constants of the product spec (section 9) are used where they apply.
 */

/** Categories in display order. */
export const GUIDE_CATEGORIES = ['macronutrients', 'micronutrients', 'hydrationRecovery', 'specialDiets'] as const;
export type CategoryId = (typeof GUIDE_CATEGORIES)[number];

export type TopicId =
  | 'understandingProtein'
  | 'carbohydrateCycling'
  | 'healthyFats'
  | 'essentialVitamins'
  | 'criticalMinerals'
  | 'optimalHydration'
  | 'recoveryNutrition'
  | 'plantBasedNutrition'
  | 'ketogenicApproach';

/** A topic: a title, a summary and a key figure on its card; overview, recommendations, best sources, practical tips and references in its detail. */
export interface GuideTopic {
  readonly id: TopicId;
  readonly categoryId: CategoryId;
}

export const DEFAULT_CATEGORY_ID: CategoryId = 'macronutrients';

/** Topics in display order within each category. */
export const GUIDE_TOPICS: readonly GuideTopic[] = [
  { id: 'understandingProtein', categoryId: 'macronutrients' },
  { id: 'carbohydrateCycling', categoryId: 'macronutrients' },
  { id: 'healthyFats', categoryId: 'macronutrients' },
  { id: 'essentialVitamins', categoryId: 'micronutrients' },
  { id: 'criticalMinerals', categoryId: 'micronutrients' },
  { id: 'optimalHydration', categoryId: 'hydrationRecovery' },
  { id: 'recoveryNutrition', categoryId: 'hydrationRecovery' },
  { id: 'plantBasedNutrition', categoryId: 'specialDiets' },
  { id: 'ketogenicApproach', categoryId: 'specialDiets' },
];

/** Quick Nutrition Facts cards, in display order. */
export const QUICK_FACTS = ['dailyCalories', 'waterIntake', 'mealTiming', 'heartHealth'] as const;
export type QuickFactId = (typeof QUICK_FACTS)[number];

export function topicsForCategory(id: CategoryId): readonly GuideTopic[] {
  return GUIDE_TOPICS.filter((t) => t.categoryId === id);
}
