import { dataTypes, type MealType } from '../../../src/domain/choices.ts';
import { parsePortionText } from '../../../src/domain/portion-request.ts';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';

/** Recent Foods shows at most 5 entries. */
export const RECENT_FOODS_MAX = 5;

/** The newest entry of each of the first `max` distinct food names (the list is newest first). */
export function recentFoods<T extends { foodName: string }>(logs: readonly T[], max = RECENT_FOODS_MAX): T[] {
  const seen = new Set<string>();
  const recent: T[] = [];
  for (const log of logs) {
    if (seen.has(log.foodName)) continue;
    seen.add(log.foodName);
    recent.push(log);
    if (recent.length === max) break;
  }
  return recent;
}

type DataType = (typeof dataTypes)[number];
const isDataType = (value: string): value is DataType => (dataTypes as readonly string[]).includes(value);

/** Logs an earlier entry again, with its numbers, to the chosen meal and day. */
export function relogInput(entry: FoodLogDto, mealType: MealType, date: string) {
  return {
    date,
    mealType,
    foodName: entry.foodName,
    quantity: entry.quantity,
    calories: entry.calories,
    protein: entry.protein,
    carbs: entry.carbs,
    fats: entry.fats,
    fiber: entry.fiber,
    sugar: entry.sugar,
    sodium: entry.sodium,
    nutrients: entry.nutrients,
    fdcId: entry.fdcId,
    // The server works out an entry of a food from its amount (decision 109); words with no amount in
    // them ('leftovers') give none, so such an entry is logged again as its numbers alone.
    foodId: parsePortionText(entry.quantity) ? entry.foodId : null,
    servingSize: entry.servingSize,
    ...(isDataType(entry.dataType) ? { dataType: entry.dataType } : {}),
  };
}
