import { ALLERGEN_CHOICES, type AllergenChoice } from './allergen-terms.ts';
import type { NutrientClaim } from './nutrient-claims.ts';
import { KCAL_PER_GRAM } from './energy.ts';
import type { Per100g } from './nutrition.ts';

/** What a food is, for diets, as far as its facts establish it: false where they do not. */
export interface DietFacts {
  vegan: boolean;
  vegetarian: boolean;
  glutenFree: boolean;
  dairyFree: boolean;
}

/** What the badges are read from: the food's flags and their origin (decision 027), its category and amounts. */
export interface BadgeFacts {
  name: string;
  flags: readonly string[];
  /** 'ingredients' | 'food_group' | 'name'; null for a custom food, whose flags nothing established. */
  flagsFrom: string | null;
  wweia: number | null;
  /** Grams per 100 g; null when unknown. */
  alcohol: number | null;
  per100g: Pick<Per100g, 'calories' | 'carbs' | 'fiber'>;
  /** The nutrient content claims per reference amount (nutrient-claims.ts). */
  claims: readonly NutrientClaim[];
}

export const BADGES = ['Vegan', 'Vegetarian', 'Gluten Free', 'Dairy Free', 'Keto', 'High Protein', 'High Fiber', 'Low Cal', 'Low Fat', 'Low Sodium'] as const;
export type Badge = (typeof BADGES)[number];

const CLAIM_BADGES: [NutrientClaim, Badge][] = [
  ['highProtein', 'High Protein'],
  ['highFiber', 'High Fiber'],
  ['lowCalorie', 'Low Cal'],
  ['lowFat', 'Low Fat'],
  ['lowSodium', 'Low Sodium'],
];

// WWEIA 7502-7506: beer, wine, liquor and cocktails.
const ALCOHOLIC_CATEGORIES: [number, number] = [7502, 7506];
// Oats are often grown and milled with wheat, barley and rye; only a food sold as gluten-free is free of them (21 CFR 101.91).
const OATS = /\b(oats?|oatmeal|oat bran|granola|muesli)\b/i;
// WWEIA categories where oats are a usual ingredient though the name may not say so: ready-to-eat
// cereals, oatmeal, cereal bars and nutrition bars.
const OAT_CATEGORIES = new Set([4602, 4604, 4802, 5402, 5404]);
const SAYS_GLUTEN_FREE = /\bgluten[- ]free\b/i;

export function isAlcoholic(food: Pick<BadgeFacts, 'alcohol' | 'wweia'>): boolean {
  const [lo, hi] = ALCOHOLIC_CATEGORIES;
  return (food.alcohol ?? 0) > 0 || (food.wweia !== null && food.wweia >= lo && food.wweia <= hi);
}

/**
 * Diet facts only where the flags were established from USDA ingredients or a single-kind food group:
 * a custom food or a name alone establishes none, and an alcoholic drink carries no diet claim.
 */
export function dietFacts(food: Omit<BadgeFacts, 'per100g' | 'claims'>): DietFacts {
  const established = (food.flagsFrom === 'ingredients' || food.flagsFrom === 'food_group') && !isAlcoholic(food);
  if (!established) return { vegan: false, vegetarian: false, glutenFree: false, dairyFree: false };
  const oats = (OATS.test(food.name) || (food.wweia !== null && OAT_CATEGORIES.has(food.wweia))) && !SAYS_GLUTEN_FREE.test(food.name);
  return {
    vegan: food.flags.includes('vegan'),
    vegetarian: food.flags.includes('vegetarian'),
    glutenFree: !food.flags.includes('gluten') && !oats,
    dairyFree: !food.flags.includes('dairy'),
  };
}

/** A ketogenic diet keeps net carbs (carbs less fibre) to about a tenth of energy at most. */
export const KETO_NET_CARB_SHARE = 0.1;

/** Share of a food's energy from net carbs at 4 kcal/g; 0 for a food with neither. */
export function netCarbEnergyShare(n: BadgeFacts['per100g']): number {
  const netCarbs = Math.max(0, n.carbs - (n.fiber ?? 0));
  if (netCarbs === 0) return 0;
  return n.calories > 0 ? (netCarbs * KCAL_PER_GRAM.carbs) / n.calories : 1;
}

/** The badges of a food: diets from its established facts, Keto from its energy, the rest from its FDA claims. */
export function foodBadges(food: BadgeFacts): Badge[] {
  const diet = dietFacts(food);
  const badges: Badge[] = [];
  if (diet.vegan) badges.push('Vegan');
  else if (diet.vegetarian) badges.push('Vegetarian');
  if (diet.glutenFree) badges.push('Gluten Free');
  if (diet.dairyFree && !diet.vegan) badges.push('Dairy Free');
  if (!isAlcoholic(food) && netCarbEnergyShare(food.per100g) <= KETO_NET_CARB_SHARE) badges.push('Keto');
  for (const [claim, badge] of CLAIM_BADGES) if (food.claims.includes(claim)) badges.push(badge);
  return badges;
}

// The flags that say a food contains each allergen choice.
const CONTAINS: [AllergenChoice, string[]][] = [
  ['dairy', ['dairy']], ['nut', ['tree_nut', 'peanut']], ['soy', ['soy']], ['egg', ['egg']],
  ['fish', ['fish']], ['shellfish', ['shellfish']], ['sesame', ['sesame']],
];

/** The allergens the food's established facts show it is free of; none for a food whose facts establish nothing. */
export function allergenFree(food: Omit<BadgeFacts, 'per100g' | 'claims'>): AllergenChoice[] {
  const established = food.flagsFrom === 'ingredients' || food.flagsFrom === 'food_group';
  if (!established) return [];
  // Gluten is ruled out as the badge rules it out: never for oats, nor for an alcoholic drink.
  const diet = dietFacts(food);
  const free = CONTAINS.filter(([, flags]) => !flags.some((f) => food.flags.includes(f))).map(([a]) => a);
  return ALLERGEN_CHOICES.filter((a) => (a === 'gluten' ? diet.glutenFree : free.includes(a)));
}
