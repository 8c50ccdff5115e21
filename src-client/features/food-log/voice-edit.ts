import type { ParsedFood } from '../../../src/schemas/ai.ts';
import { nutritionForGrams } from '../../../src/domain/nutrition.ts';
import { calculatorAmount, loggedFoodName, portionChoices, type CalculatorFood } from './serving-calculator.ts';

/**
 * A recognised food after the user picked another food or typed another amount: the amount goes
 * through the portion engine against the chosen food's own portions, the numbers follow from it.
 * Text without an amount keeps the food's default serving.
 */
export function editedVoiceFood(item: ParsedFood, food: CalculatorFood, amountText: string): ParsedFood {
  const amount = calculatorAmount(food, portionChoices(food)[0]!, 1, amountText);
  const n = nutritionForGrams(food.per100g, amount.grams);
  return {
    ...item,
    name: loggedFoodName(food),
    quantity: amount.quantity,
    grams: amount.grams,
    portion: amount.portionUsed,
    // The user chose it: as sure as a food can be.
    confidence: 1,
    foodId: food.id,
    fdcId: food.fdcId,
    servingSize: food.servingSize,
    dataType: food.dataType,
    nutrition: { calories: n.calories, protein: n.protein, carbs: n.carbs, fats: n.fats, fiber: n.fiber ?? 0, sugar: n.sugar ?? 0, sodium: n.sodium ?? 0 },
  };
}
