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

export interface BadgeFood {
  name: string;
  nutrition: { calories: number; protein: number; carbs: number; fats: number };
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

/** Badges shown on a search result card, derived from its name and nutrition. */
export function foodBadges(food: BadgeFood): Badge[] {
  const badges: Badge[] = [];
  if (isVegan(food.name)) badges.push('Vegan');
  else if (isVegetarian(food.name)) badges.push('Vegetarian');
  if (food.nutrition.carbs <= 5) badges.push('Keto');
  if (food.nutrition.protein >= 20) badges.push('High Protein');
  if (food.nutrition.calories < 200) badges.push('Low Cal');
  if (isGlutenFree(food.name)) badges.push('Gluten Free');
  return badges;
}
