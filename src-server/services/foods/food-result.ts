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

export type DataType = 'Foundation' | 'SR Legacy' | 'Survey' | 'Branded' | 'Custom';

export interface FoodNutrition {
  calories: number;
  protein: number;
  carbs: number;
  fats: number;
  fiber: number | null;
  sugar: number | null;
  sodium: number | null;
}

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
  nutrition: FoodNutrition;
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
  per100g: FoodNutrition & { saturatedFat: number | null };
}

const DATA_TYPES = lookupTable<DataType>({
  foundation: 'Foundation',
  sr_legacy: 'SR Legacy',
  survey: 'Survey',
  branded: 'Branded',
  custom: 'Custom',
});

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Spec §9: calories whole, macros one decimal, sodium whole. */
export function scaleNutrition(row: FoodRowWithPortions, grams: number): FoodNutrition {
  const f = grams / 100;
  const opt = (v: number | null, round: (n: number) => number) => (v === null ? null : round(v * f));
  return {
    calories: Math.round(row.calories * f),
    protein: round1(row.protein * f),
    carbs: round1(row.carbs * f),
    fats: round1(row.fats * f),
    fiber: opt(row.fiber, round1),
    sugar: opt(row.sugar, round1),
    sodium: opt(row.sodium, Math.round),
  };
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
    nutrition: scaleNutrition(row, grams),
    portions,
    flags: row.flags.filter((f): f is FoodFlag => FLAG_SET.has(f)),
    flagsFrom: (row.flags_from as FlagsFrom | null) ?? null,
    wweiaCategory: row.wweia_category === null ? null : { code: row.wweia_category, name: wweiaName(row.wweia_category) ?? String(row.wweia_category) },
    form: (row.form as FoodForm | null) ?? null,
    asEaten: row.as_eaten,
    plainDefault: row.plain_default,
    foodCode: row.source === 'survey' ? row.source_id : null,
    alsoCalled: row.also_called ? row.also_called.split('; ') : [],
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
    per100g: {
      calories: row.calories,
      protein: row.protein,
      carbs: row.carbs,
      fats: row.fats,
      fiber: row.fiber,
      sugar: row.sugar,
      sodium: row.sodium,
      saturatedFat: row.saturated_fat,
    },
  };
}
