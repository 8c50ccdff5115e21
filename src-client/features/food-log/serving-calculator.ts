import { formatAmount, formatGrams } from '../../../src/domain/portion-amounts.ts';
import { describeAnswer, resolvePortion } from '../../../src/domain/portion-engine.ts';
import { defaultPortion, readPortions } from '../../../src/domain/portion-facts.ts';
import { parsePortionText } from '../../../src/domain/portion-request.ts';
import { leadingNumber } from '../../../src/food-phrase/amount.ts';
import { nutritionForGrams, type NutritionValues, type Per100g } from '../../../src/domain/nutrition.ts';
import type { MealType } from '../../../src/schemas/food-log.ts';

/** What the calculator needs of a search result. */
export interface CalculatorFood {
  id: number;
  fdcId: number | null;
  name: string;
  brand: string | null;
  servingSize: string;
  dataType: 'Foundation' | 'SR Legacy' | 'Survey' | 'Branded' | 'Custom';
  /** Per default serving (the food's first household portion, else 100 g). */
  nutrition: NutritionValues;
  /** Per 100 g: any amount's numbers come from these, as the server stores them (`nutritionForGrams`). */
  per100g: Per100g;
  portions: readonly { label: string; grams: number }[];
}

export type PortionGroup = 'default' | 'usda' | 'weight';

export interface PortionChoice {
  value: string;
  group: PortionGroup;
  /** Grams in one of this portion. */
  grams: number;
  /** The portion's own words, e.g. '1 cup, sliced'; servings multiply its amount. */
  portionLabel: string;
}

const USUAL = /^quantity not specified$/i;

/** USDA's 'Quantity not specified': the usual amount, shown as such. */
export const isUsualAmount = (portionLabel: string) => USUAL.test(portionLabel);

/** The portion select: the default serving, the food's other USDA portions, then plain grams. */
export function portionChoices(food: CalculatorFood): PortionChoice[] {
  const first = defaultPortion(food.portions);
  const choice = (value: string, group: PortionGroup, portionLabel: string, grams: number): PortionChoice => ({ value, group, grams, portionLabel });
  const choices: PortionChoice[] = [first ? choice('default', 'default', first.label, first.grams) : choice('default', 'default', '100 g', 100)];
  readPortions(food.portions)
    .filter((p) => p.label !== first?.label)
    .forEach((p, i) => choices.push(choice(`usda-${i + 1}`, 'usda', p.label, p.grams)));
  if (first) choices.push(choice('grams', 'weight', '100 g', 100));
  return choices;
}

/** What will be logged: grams, the quantity text, and which portion gave the grams. */
export interface CalculatorAmount {
  grams: number;
  quantity: string;
  /** '2 × 1 large (242 g) = 484 g'. */
  portionUsed: string;
  /** True when typed text had no amount in it, so the portion and servings still decide. */
  textIgnored: boolean;
}

/** '1 cup, sliced' × 2 → '2 cup, sliced'; '1/2 cup' × 3 → '1 1/2 cup'; 'Quantity not specified' × 2 → '2 servings'. */
function portionQuantity(label: string, servings: number): string {
  if (USUAL.test(label)) return `${formatAmount(servings)} serving${servings > 1 ? 's' : ''}`;
  const n = leadingNumber(label);
  const rest = n ? n.text.slice(n.length).trim() : '';
  if (!n || !rest) return `${formatAmount(servings)} × ${label}`;
  return `${formatAmount(servings * n.value)} ${rest}`;
}

/**
 * The amount from the calculator: typed text ('1 large', '150 g', '2 cups', 'half a can') is
 * resolved against the food's own portions by the portion engine; otherwise servings × portion.
 */
export function calculatorAmount(food: CalculatorFood, choice: PortionChoice, servings: number, customQuantity?: string): CalculatorAmount {
  const typed = customQuantity?.trim() ?? '';
  const request = typed ? parsePortionText(typed) : null;
  if (request) {
    const answer = resolvePortion(food.portions, request, food.name);
    return { grams: answer.grams, quantity: answer.quantity, portionUsed: describeAnswer(answer), textIgnored: false };
  }
  const grams = Math.round(choice.grams * servings * 10) / 10;
  const used = `${choice.portionLabel} (${formatGrams(choice.grams)} g)`;
  return {
    grams,
    // Text without an amount ('leftovers') is kept as the label, as the spec says; the numbers stay the portion's.
    quantity: typed || portionQuantity(choice.portionLabel, servings),
    portionUsed: servings === 1 ? `${used} = ${formatGrams(grams)} g` : `${formatAmount(servings)} × ${used} = ${formatGrams(grams)} g`,
    textIgnored: typed !== '',
  };
}

/** The logged name is brand-prefixed when the food has a brand. */
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

/** The `foodLog.create` input for a calculator choice: exactly the amount and numbers shown. */
export function logInputFor({ food, choice, servings, customQuantity, mealType, date }: LogChoice) {
  const amount = calculatorAmount(food, choice, servings, customQuantity);
  const n = nutritionForGrams(food.per100g, amount.grams);
  return {
    date,
    mealType,
    foodName: loggedFoodName(food).slice(0, 200),
    quantity: amount.quantity.slice(0, 100),
    calories: n.calories,
    protein: n.protein,
    carbs: n.carbs,
    fats: n.fats,
    fiber: n.fiber,
    sugar: n.sugar,
    sodium: n.sodium,
    fdcId: food.fdcId,
    foodId: food.id,
    grams: amount.grams,
    servingSize: food.servingSize.slice(0, 100),
    dataType: food.dataType,
  };
}
