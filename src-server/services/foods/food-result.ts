import type { AllergenChoice } from '../../../src/domain/allergen-terms.ts';
import type { Badge } from '../../../src/domain/food-badges.ts';
import type { NutrientClaim } from '../../../src/domain/nutrient-claims.ts';
import type { FoodRowWithPortions, PortionRow } from '../../repositories/foods.ts';
import { FOOD_FLAGS, type FoodFlag } from '../../food-data/food-flags.ts';
import type { FlagsFrom, FoodForm } from '../../food-data/food-facts.ts';
import { formatGrams } from '../../food-data/portion-label.ts';
import { allergenFreeOf, badgesOf, claimsOf } from './food-diet.ts';
import { wweiaName } from '../../food-data/wweia-categories.ts';
import { lookupTable } from '../../../src/domain/lookup.ts';
import { nutritionForGrams, type Per100g } from '../../../src/domain/nutrition.ts';

export type DataType = 'Foundation' | 'SR Legacy' | 'Survey' | 'Branded' | 'Custom';

export interface FoodSearchResult {
  id: number;
  fdcId: number | null;
  name: string;
  brand: string | null;
  /** The default serving: the first household portion, else 100 g. */
  servingSize: string;
  dataType: DataType;
  category: string | null;
  /** Per default serving. */
  nutrition: Per100g;
  /** Per 100 g: what the amount chosen is worked out from, on the client as on the server (decision 109). */
  per100g: Per100g;
  /** Household portions, the default serving first. */
  portions: ResultPortion[];
  /** Diet and allergen flags (decision 027). */
  flags: FoodFlag[];
  flagsFrom: FlagsFrom | null;
  wweiaCategory: { code: number; name: string } | null;
  form: FoodForm | null;
  asEaten: boolean;
  plainDefault: boolean;
  /** FNDDS food code of a survey food, which numbers a family's base recipe before its variants; null otherwise. */
  foodCode: string | null;
  /** Other names USDA codes the food under (FNDDS additional descriptions, decision 055). */
  alsoCalled: string[];
  /** From the food's established facts and its FDA claims per reference amount (decision 100), so the same whatever the serving. */
  badges: Badge[];
  /** FDA nutrient content claims per reference amount customarily consumed (decision 100). */
  claims: NutrientClaim[];
  /** Allergens the food's established facts show it is free of; the search filters read them. */
  allergenFree: AllergenChoice[];
  /** One of the caller's own foods (decision 040). */
  mine: boolean;
}

/** A portion as shown and as the portion engine reads it; 'Quantity not specified' is shown as '1 serving'. */
export type ResultPortion = PortionRow;

export interface FoodDetail extends FoodSearchResult {
  source: string;
  sourceId: string;
  servingGrams: number;
  per100g: Per100g & { saturatedFat: number | null };
}

const DATA_TYPES = lookupTable<DataType>({
  foundation: 'Foundation',
  sr_legacy: 'SR Legacy',
  survey: 'Survey',
  branded: 'Branded',
  custom: 'Custom',
});

/** The food's numbers per 100 g, from which every amount of it is worked out (`nutritionForGrams`). */
export function per100gOf(row: FoodRowWithPortions): Per100g {
  return { calories: row.calories, protein: row.protein, carbs: row.carbs, fats: row.fats, fiber: row.fiber, sugar: row.sugar, sodium: row.sodium };
}

/** Nutrition for grams of the food, without its tracked nutrients (decision 109). */
export function nutritionOf(row: FoodRowWithPortions, grams: number): Per100g {
  const { nutrients: _, ...numbers } = nutritionForGrams(per100gOf(row), grams);
  return numbers;
}

const FLAG_SET = new Set<string>(FOOD_FLAGS);

function resultPortion(p: PortionRow): ResultPortion {
  return p.unspecified ? { ...p, label: '1 serving' } : p;
}

function badgesAndClaims(row: FoodRowWithPortions): { badges: Badge[]; claims: NutrientClaim[] } {
  const claims = claimsOf(row);
  return { badges: badgesOf(row, claims), claims };
}

export function toSearchResult(row: FoodRowWithPortions): FoodSearchResult {
  const portions = row.portions.map(resultPortion);
  const serving = portions[0];
  const grams = serving?.grams ?? 100;
  return {
    id: row.id,
    fdcId: row.fdc_id,
    name: row.name,
    brand: row.brand,
    servingSize: serving ? `${serving.label} (${formatGrams(serving.grams)} g)` : '100 g',
    dataType: DATA_TYPES[row.source] ?? 'Branded',
    category: row.category,
    nutrition: nutritionOf(row, grams),
    per100g: per100gOf(row),
    portions,
    flags: row.flags.filter((f): f is FoodFlag => FLAG_SET.has(f)),
    flagsFrom: (row.flags_from as FlagsFrom | null) ?? null,
    wweiaCategory: row.wweia_category === null ? null : { code: row.wweia_category, name: wweiaName(row.wweia_category) ?? String(row.wweia_category) },
    form: (row.form as FoodForm | null) ?? null,
    asEaten: row.as_eaten,
    plainDefault: row.plain_default,
    foodCode: row.source === 'survey' ? row.source_id : null,
    alsoCalled: otherNamesOf(row),
    ...badgesAndClaims(row),
    allergenFree: allergenFreeOf(row),
    mine: row.user_id !== null,
  };
}

export function toFoodDetail(row: FoodRowWithPortions): FoodDetail {
  const result = toSearchResult(row);
  return {
    ...result,
    source: row.source,
    sourceId: row.source_id,
    servingGrams: row.portions[0]?.grams ?? 100,
    per100g: { ...per100gOf(row), saturatedFat: row.saturated_fat },
  };
}

/** FNDDS's additional descriptions of a food, stored '; ' between them (decision 055). */
export function otherNamesOf(row: { also_called: string | null }): string[] {
  return row.also_called ? row.also_called.split('; ') : [];
}
