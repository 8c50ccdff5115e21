import { dietFromName, foodBadges, type Badge, type DietFacts } from '../../../src/domain/food-badges.ts';
import type { FoodRowWithPortions } from '../../repositories/foods.ts';

/** A food's diet facts: what the seed derived from USDA ingredients, else its name (imported foods). */
export function dietOf(row: Pick<FoodRowWithPortions, 'name'>): DietFacts {
  return dietFromName(row.name);
}

export function badgesOf(row: Pick<FoodRowWithPortions, 'name' | 'calories' | 'protein' | 'carbs' | 'fiber'>): Badge[] {
  return foodBadges({ per100g: { calories: row.calories, protein: row.protein, carbs: row.carbs, fiber: row.fiber }, diet: dietOf(row) });
}
