import type { NutrientAmounts } from '../../src/domain/micronutrients.ts';
import type { FoodFacts } from './food-facts.ts';
import type { MacroTotals } from '../../src/schemas/nutrition.ts';

export type FoodSource = 'foundation' | 'sr_legacy' | 'survey' | 'branded';

/** Values per 100 g of edible portion; null means USDA gives no value. */
export interface Nutrients {
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fats: number | null;
  fiber: number | null;
  sugar: number | null;
  sodium: number | null;
  saturatedFat: number | null;
  /** Only used to check energy (7 kcal/g); not stored. */
  alcohol?: number | null;
  /** Only used to check energy; not stored. */
  energyKj?: number | null;
}

/** A household portion; what it holds is read from its label by src/domain/portion-facts.ts. */
export interface Portion {
  label: string;
  grams: number;
  /** FNDDS 'Quantity not specified': the amount people report when they give none. */
  unspecified?: boolean;
}

export interface FoodRecord {
  source: FoodSource;
  sourceId: string;
  fdcId: number | null;
  name: string;
  brand: string | null;
  gtinUpc: string | null;
  category: string | null;
  per100: Nutrients;
  /** Micronutrients and the like per 100 g (src/domain/micronutrients.ts); a missing key is unknown. */
  micros?: NutrientAmounts;
  portions: Portion[];
  /**
   * FNDDS guideline amounts: how much of the food goes with another, per unit of that one ('Guideline
   * amount per fl oz of beverage' for milk, '… per slice of bread/roll' for butter). Not household portions.
   */
  guidelines?: Portion[];
  /** FNDDS additional descriptions: other words USDA codes the food under ('Coke' for 'Soft drink, cola'). */
  alsoCalled?: string[];
  /** Derived from USDA recipes and food groups when the seed is built; from the name for imports without them. */
  facts?: FoodFacts;
}

/** A record that passed the checks: the four main values are known. */
export interface CheckedFood extends FoodRecord {
  per100: Nutrients & MacroTotals;
}

export function emptyNutrients(): Nutrients {
  return { calories: null, protein: null, carbs: null, fats: null, fiber: null, sugar: null, sodium: null, saturatedFat: null };
}
