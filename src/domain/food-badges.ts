import {
  EGG_WORDS,
  FISH_WORDS,
  GLUTEN_WORDS,
  HONEY_WORDS,
  MEAT_WORDS,
  mentionsDairy,
  nameHasAny,
  SHELLFISH_WORDS,
} from './food-words.ts';

/** What a food is, for diets: from the flags the seed derives from USDA ingredients and food groups. */
export interface DietFacts {
  vegan: boolean;
  vegetarian: boolean;
  glutenFree: boolean;
}

/** Per 100 g, so no badge depends on the serving shown. */
export interface BadgeNutrition {
  calories: number;
  protein: number;
  carbs: number;
  fiber: number | null;
}

export type Badge = 'Vegan' | 'Vegetarian' | 'Keto' | 'High Protein' | 'Low Cal' | 'Gluten Free';

export function isVegetarian(name: string): boolean {
  return !nameHasAny(name, [...MEAT_WORDS, ...FISH_WORDS, ...SHELLFISH_WORDS]);
}

export function isVegan(name: string): boolean {
  return isVegetarian(name) && !mentionsDairy(name) && !nameHasAny(name, [...EGG_WORDS, ...HONEY_WORDS]);
}

export function isGlutenFree(name: string): boolean {
  return !nameHasAny(name, GLUTEN_WORDS) || nameHasAny(name, ['gluten free', 'gluten-free']);
}

/** Diet facts from a food's USDA-derived flags: 'vegan' and 'vegetarian' are claims, 'gluten' says it contains some. */
export function dietFromFlags(flags: readonly string[]): DietFacts {
  return { vegan: flags.includes('vegan'), vegetarian: flags.includes('vegetarian'), glutenFree: !flags.includes('gluten') };
}

/** A ketogenic diet keeps net carbs (carbs less fibre) to about a tenth of energy at most. */
export const KETO_NET_CARB_SHARE = 0.1;

/** Share of a food's energy from net carbs at 4 kcal/g; 0 for a food with neither. */
export function netCarbEnergyShare(n: BadgeNutrition): number {
  const netCarbs = Math.max(0, n.carbs - (n.fiber ?? 0));
  if (netCarbs === 0) return 0;
  return n.calories > 0 ? (netCarbs * 4) / n.calories : 1;
}

/**
 * Badges of spec §2 from facts: the diet ones from the food's diet facts, Keto from the share of
 * energy from net carbs, High Protein (≥ 20 g) and Low Cal (< 200 kcal) per 100 g. None of them
 * changes with the serving size.
 */
export function foodBadges(food: { per100g: BadgeNutrition; diet: DietFacts }): Badge[] {
  const { per100g: n, diet } = food;
  const badges: Badge[] = [];
  if (diet.vegan) badges.push('Vegan');
  else if (diet.vegetarian) badges.push('Vegetarian');
  if (netCarbEnergyShare(n) <= KETO_NET_CARB_SHARE) badges.push('Keto');
  if (n.protein >= 20) badges.push('High Protein');
  if (n.calories < 200) badges.push('Low Cal');
  if (diet.glutenFree) badges.push('Gluten Free');
  return badges;
}
