import { roundNutrition, scaleNutrition } from '../../../src/domain/nutrition.ts';
import { scaleQuantityText } from '../../../src/domain/quantity-scale.ts';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';

/** The `foodLog.update` input that scales an entry's portion by `multiplier`. */
export function portionUpdate(entry: FoodLogDto, multiplier: number) {
  const n = roundNutrition(scaleNutrition(entry, multiplier));
  return {
    id: entry.id,
    quantity: scaleQuantityText(entry.quantity, multiplier),
    calories: n.calories,
    protein: n.protein,
    carbs: n.carbs,
    fats: n.fats,
    fiber: n.fiber ?? null,
    sugar: n.sugar ?? null,
    sodium: n.sodium ?? null,
  };
}
