import type { FoodRowWithPortions } from '../../repositories/foods.ts';
import { formatGrams } from './portion-label.ts';
import { lookupTable } from '../../../src/domain/lookup.ts';

export type DataType = 'Foundation' | 'SR Legacy' | 'Survey' | 'Branded';

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
  portions: { label: string; grams: number }[];
}

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

export function toSearchResult(row: FoodRowWithPortions): FoodSearchResult {
  const serving = row.portions[0];
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
    portions: row.portions,
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
