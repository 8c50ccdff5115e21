import { scaleAmounts } from '../../../src/domain/micronutrients.ts';
import { nutritionForGrams, roundNutrition, type GramsNutrition } from '../../../src/domain/nutrition.ts';
import { resolvePortion } from '../../../src/domain/portion-engine.ts';
import { parsePortionText } from '../../../src/domain/portion-request.ts';
import type { CreateFoodLogInput } from '../../../src/schemas/food-log.ts';
import type { Database } from '../../db/database.ts';
import { fieldError } from '../../errors.ts';
import { foodNutrientsPer100 } from '../../repositories/food-logs.ts';
import { findFoodRow } from '../../repositories/foods.ts';
import { otherNamesOf, per100gOf } from '../foods/food-result.ts';
import { checkEntrySize, checkUnitFits } from './entry-checks.ts';

export const unknownFood = () => fieldError('BAD_REQUEST', 'foodId', 'unknownFoodId');

/**
 * What a new entry stores (decision 109). An entry of a food gets its numbers from the food for its
 * amount (the grams given, else its quantity read by the portion engine), whatever numbers came
 * with it; an entry with no food keeps the numbers it brought. Fixed when logged, so later changes
 * to the food do not change the log.
 */
export async function entryNumbers(db: Database, userId: string, input: CreateFoodLogInput): Promise<GramsNutrition> {
  if (input.foodId == null) {
    const n = roundNutrition(input);
    return { ...n, fiber: n.fiber ?? null, sugar: n.sugar ?? null, sodium: n.sodium ?? null, nutrients: scaleAmounts(input.nutrients ?? {}, 1) };
  }
  // Another user's own food is as unknown as a made-up id.
  const food = await findFoodRow(db, input.foodId, userId);
  if (!food) throw unknownFood();
  const request = parsePortionText(input.quantity);
  if (request) checkUnitFits('quantity', food.portions, request);
  const grams = input.grams ?? (request ? resolvePortion(food.portions, request, food.name, otherNamesOf(food)).grams : null);
  // An entry that names a food carries an amount: grams, or a quantity the portion engine reads.
  if (grams === null) throw fieldError('BAD_REQUEST', 'quantity', 'quantityUnreadable');
  const per100 = await foodNutrientsPer100(db, food.id);
  const numbers = nutritionForGrams({ ...per100gOf(food), nutrients: per100?.nutrients ?? null }, grams);
  checkEntrySize(input.grams !== undefined ? 'grams' : 'quantity', { grams, calories: numbers.calories });
  return numbers;
}
