import type { FoodRef, MealCase, MealSpec } from './case-schemas.ts';
import type { UsdaFood } from './usda.ts';

/** Energy of `count` portions of `portionGrams` g at `kcalPer100g`, to one decimal. */
export const portionKcal = (kcalPer100g: number, portionGrams: number, count: number) => Math.round((kcalPer100g * portionGrams * count) / 10) / 10;

/** Fills in a meal spec's grams and energy from USDA: per-100 g energy × portion grams × count / 100. */
export function buildMealCase(spec: MealSpec, usda: Map<FoodRef, UsdaFood>): MealCase {
  const items = spec.items.map((item) => {
    const ref = item.accept[0]!;
    const food = usda.get(ref);
    if (!food || Number.isNaN(food.kcalPer100g)) throw new Error(`"${spec.text}": ${ref} has no USDA energy`);
    const portionGrams = item.portion === 'g' ? 1 : food.portions.get(item.portion);
    if (portionGrams === undefined) {
      throw new Error(`"${spec.text}": ${ref} has no USDA portion "${item.portion}" (it has: ${[...food.portions.keys()].join(' | ')})`);
    }
    return { ...item, portionGrams, kcalPer100g: food.kcalPer100g, kcal: portionKcal(food.kcalPer100g, portionGrams, item.count) };
  });
  return { text: spec.text, items, kcal: Math.round(items.reduce((sum, i) => sum + i.kcal, 0)) };
}
