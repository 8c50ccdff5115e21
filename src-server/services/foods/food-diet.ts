import { allergenFree, dietFacts, foodBadges, type Badge, type BadgeFacts, type DietFacts } from '../../../src/domain/food-badges.ts';
import type { AllergenChoice } from '../../../src/domain/allergen-terms.ts';
import { foodClaims, type NutrientClaim } from '../../../src/domain/nutrient-claims.ts';
import { claimsBarred, raccOf, type Racc } from '../../../src/domain/racc.ts';
import type { FoodRowWithPortions } from '../../repositories/foods.ts';

type Row = Pick<FoodRowWithPortions, 'name' | 'flags' | 'flags_from' | 'wweia_category' | 'form' | 'portions' | 'calories' | 'protein' | 'carbs' | 'fats' | 'fiber' | 'sugar' | 'sodium' | 'saturated_fat' | 'alcohol' | 'cholesterol'>;

const facts = (row: Pick<Row, 'name' | 'flags' | 'flags_from' | 'wweia_category' | 'alcohol'>) => ({
  name: row.name,
  flags: row.flags,
  flagsFrom: row.flags_from,
  wweia: row.wweia_category,
  alcohol: row.alcohol,
});

/** The one reading of a food's diet facts: badges, search filters, swaps and meal plans use it. */
export function dietOf(row: Pick<Row, 'name' | 'flags' | 'flags_from' | 'wweia_category' | 'alcohol'>): DietFacts {
  return dietFacts(facts(row));
}

/**
 * The food's reference amount customarily consumed (21 CFR 101.12), from its category, name, form and
 * portions; null where no nutrient content claim may be made (alcoholic drinks, foods for infants).
 */
export function referenceAmountOf(row: Pick<Row, 'name' | 'wweia_category' | 'form' | 'portions' | 'alcohol'>): Racc | null {
  if (claimsBarred(row.wweia_category) || (row.alcohol ?? 0) > 0) return null;
  return raccOf({ name: row.name, wweia: row.wweia_category, form: row.form, portions: row.portions });
}

/** The FDA nutrient content claims the food may carry per its reference amount (decision 100). */
export function claimsOf(row: Row): NutrientClaim[] {
  const racc = referenceAmountOf(row);
  if (!racc) return [];
  const per100g = {
    calories: row.calories, protein: row.protein, fats: row.fats, saturatedFat: row.saturated_fat,
    cholesterol: row.cholesterol, sodium: row.sodium, sugar: row.sugar, fiber: row.fiber,
  };
  return foodClaims(per100g, racc);
}

export function badgesOf(row: Row, claims: readonly NutrientClaim[] = claimsOf(row)): Badge[] {
  const food: BadgeFacts = { ...facts(row), per100g: { calories: row.calories, carbs: row.carbs, fiber: row.fiber }, claims };
  return foodBadges(food);
}

export function allergenFreeOf(row: Pick<Row, 'name' | 'flags' | 'flags_from' | 'wweia_category' | 'alcohol'>): AllergenChoice[] {
  return allergenFree(facts(row));
}
