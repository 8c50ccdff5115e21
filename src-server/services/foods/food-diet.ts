import { dietFromFlags, foodBadges, type Badge, type DietFacts } from '../../../src/domain/food-badges.ts';
import type { FoodRowWithPortions } from '../../repositories/foods.ts';

/** A food's diet facts, from the flags the seed derived from USDA data (decision 027). */
export function dietOf(row: Pick<FoodRowWithPortions, 'flags'>): DietFacts {
  return dietFromFlags(row.flags);
}

export function badgesOf(row: Pick<FoodRowWithPortions, 'flags' | 'calories' | 'protein' | 'carbs' | 'fiber'>): Badge[] {
  return foodBadges({ per100g: { calories: row.calories, protein: row.protein, carbs: row.carbs, fiber: row.fiber }, diet: dietOf(row) });
}
