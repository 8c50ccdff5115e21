import { scaleAmounts, type NutrientAmounts } from '../../../src/domain/micronutrients.ts';
import type { NutrientAmountsInput } from '../../../src/schemas/nutrients.ts';
import type { Database } from '../../db/database.ts';
import { foodNutrientsPer100 } from '../../repositories/food-logs.ts';

interface EntryAmount {
  foodId?: number | null;
  grams?: number | undefined;
  calories: number;
  nutrients?: NutrientAmountsInput | undefined;
}

/** Grams of the food the entry is: as given, else from its calories (the client scaled them from grams). */
function gramsOf(entry: EntryAmount, kcalPer100: number): number | null {
  if (entry.grams !== undefined) return entry.grams;
  return kcalPer100 > 0 ? (entry.calories / kcalPer100) * 100 : null;
}

/**
 * The entry's tracked nutrients, fixed when it is logged so later changes to the food do not
 * change the log: the food's own amounts scaled to the portion, else what the entry brought.
 */
export async function entryNutrients(db: Database, entry: EntryAmount): Promise<NutrientAmounts> {
  if (entry.foodId) {
    const food = await foodNutrientsPer100(db, entry.foodId);
    const grams = food?.nutrients ? gramsOf(entry, food.calories) : null;
    if (food?.nutrients && grams !== null) return scaleAmounts(food.nutrients, grams / 100);
  }
  return scaleAmounts(entry.nutrients ?? {}, 1);
}
