import { nutritionForGrams } from '../../../src/domain/nutrition.ts';
import { describeAnswer, resolvePortion } from '../../../src/domain/portion-engine.ts';
import { parsePortionText } from '../../../src/domain/portion-request.ts';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import type { LogPortionInput } from '../../../src/schemas/portion-log.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import { getFoodById } from '../foods/search-foods.ts';
import { checkEntrySize, checkUnitFits } from './entry-checks.ts';
import { logFood, today } from './food-log-service.ts';

/**
 * Logs a database food by an amount in words: the portion engine turns it into grams through the
 * food's own USDA portions, and the food's numbers per 100 g give the nutrition, so a caller that
 * only names the food and the amount (an assistant through MCP, say) never supplies a number.
 */
export async function logPortion(db: Database, user: UserRow, input: LogPortionInput): Promise<FoodLogDto & { portionUsed: string }> {
  const food = await getFoodById(db, input.foodId, user.id);
  if (!food) throw fieldError('BAD_REQUEST', 'foodId', 'unknownFoodId');
  const request = parsePortionText(input.portion);
  if (!request) throw fieldError('BAD_REQUEST', 'portion', 'portionUnreadable');
  checkUnitFits('portion', food.portions, request);
  const answer = resolvePortion(food.portions, request, food.name, food.alsoCalled);
  const nutrition = nutritionForGrams(food.per100g, answer.grams);
  checkEntrySize('portion', { grams: answer.grams, calories: nutrition.calories });
  const entry = await logFood(db, user, {
    date: input.date ?? today(user),
    mealType: input.mealType,
    foodName: food.name,
    quantity: answer.quantity,
    ...nutrition,
    grams: answer.grams,
    foodId: food.id,
    fdcId: food.fdcId,
    servingSize: describeAnswer(answer),
    dataType: food.dataType,
  });
  return { ...entry, portionUsed: describeAnswer(answer) };
}
