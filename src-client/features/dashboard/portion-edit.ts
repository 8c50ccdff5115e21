import { roundNutrition, scaleNutrition } from '../../../src/domain/nutrition.ts';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';

const LEADING_AMOUNT = /^(\d+(?:\.\d+)?)(\s+.*)$/;

/** '2 medium' × 1.5 → '3 medium'; text without a leading number gets a '1.5 × ' prefix. */
export function scaleQuantityText(quantity: string, multiplier: number): string {
  if (multiplier === 1) return quantity;
  const match = LEADING_AMOUNT.exec(quantity.trim());
  if (match) return `${Math.round(Number(match[1]) * multiplier * 100) / 100}${match[2]}`.slice(0, 100);
  return `${multiplier} × ${quantity}`.slice(0, 100);
}

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
