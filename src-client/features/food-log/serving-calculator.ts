import { roundNutrition, scaleNutrition, type NutritionValues } from '../../../src/domain/nutrition.ts';
import { quantityText } from '../../../src/domain/serving-options.ts';
import { portionUnit, servingOptions } from '../../../src/domain/serving-options.ts';
import type { MealType } from '../../../src/schemas/food-log.ts';

/** What the calculator needs of a search result. */
export interface CalculatorFood {
  id: number;
  fdcId: number | null;
  name: string;
  brand: string | null;
  servingSize: string;
  dataType: 'Foundation' | 'SR Legacy' | 'Survey' | 'Branded';
  nutrition: NutritionValues;
  portions: readonly { label: string; grams: number }[];
}

export type PortionGroup = 'Default serving' | 'USDA portions' | 'Household sizes';

export interface PortionChoice {
  value: string;
  label: string;
  group: PortionGroup;
  /** Multiple of the default serving that one of these is. */
  factor: number;
  /** Goes after the servings number in the quantity text. */
  unit: string;
}

function gramsText(grams: number): string {
  return String(grams >= 10 ? Math.round(grams) : Math.round(grams * 10) / 10);
}

/**
 * The portion select: the default serving, the food's other USDA portions (relative to the default
 * serving by weight), then the keyword household sizes of spec §9 (multiples of the default serving).
 */
export function portionChoices(food: CalculatorFood): PortionChoice[] {
  const defaultGrams = food.portions[0]?.grams ?? 100;
  const defaultLabel = food.portions[0] ? `${food.portions[0].label} (${gramsText(defaultGrams)} g)` : '100 g';
  // servingOptions' first entry is the original serving itself: it is our 'Default serving'.
  const household = servingOptions(food.name, food.servingSize).slice(1);
  return [
    {
      value: 'default',
      label: `Default serving: ${defaultLabel}`,
      group: 'Default serving',
      factor: 1,
      unit: portionUnit(food.portions[0]?.label ?? '100 g'),
    },
    ...food.portions.slice(1).map((p, i) => ({
      value: `usda-${i + 1}`,
      label: `${p.label} (${gramsText(p.grams)} g)`,
      group: 'USDA portions' as const,
      factor: p.grams / defaultGrams,
      unit: portionUnit(p.label),
    })),
    ...household.map((o, i) => ({
      value: `size-${i}`,
      label: `${o.label} (${o.multiplier} × default serving)`,
      group: 'Household sizes' as const,
      factor: o.multiplier,
      unit: o.unit,
    })),
  ];
}

/** Nutrition for `servings` of a portion, rounded as spec §9 says. */
export function portionNutrition(food: CalculatorFood, choice: PortionChoice, servings: number): NutritionValues {
  return roundNutrition(scaleNutrition(food.nutrition, choice.factor * servings));
}

/** Spec §3: the logged name is brand-prefixed when the food has a brand. */
export function loggedFoodName(food: { name: string; brand: string | null }): string {
  return food.brand ? `${food.brand} ${food.name}` : food.name;
}

export interface LogChoice {
  food: CalculatorFood;
  choice: PortionChoice;
  servings: number;
  customQuantity?: string;
  mealType: MealType;
  date: string;
}

/** The `foodLog.create` input for a calculator choice. */
export function logInputFor({ food, choice, servings, customQuantity, mealType, date }: LogChoice) {
  const n = portionNutrition(food, choice, servings);
  return {
    date,
    mealType,
    foodName: loggedFoodName(food).slice(0, 200),
    quantity: quantityText(servings, { label: choice.label, multiplier: choice.factor, unit: choice.unit }, customQuantity).slice(0, 100),
    calories: n.calories,
    protein: n.protein,
    carbs: n.carbs,
    fats: n.fats,
    fiber: n.fiber ?? null,
    sugar: n.sugar ?? null,
    sodium: n.sodium ?? null,
    fdcId: food.fdcId,
    foodId: food.id,
    servingSize: food.servingSize.slice(0, 100),
    dataType: food.dataType,
  };
}
