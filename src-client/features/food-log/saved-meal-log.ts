import { sumMacros } from '../../../src/domain/nutrition.ts';
import type { MacroTotals } from '../../../src/schemas/nutrition.ts';
import type { SavedMealItemDto } from '../../../src/schemas/saved-meal.ts';

/** Servings typed per item ('' counts as 0); what the meal will add to the log with them. */
export function servingsTotals(items: readonly SavedMealItemDto[], servings: readonly (number | string)[]): MacroTotals {
  return sumMacros(
    items.map((item, i) => {
      const s = Number(servings[i] === '' ? 0 : servings[i]);
      return { calories: item.calories * s, protein: item.protein * s, carbs: item.carbs * s, fats: item.fats * s };
    }),
  );
}

/** The `items` of `savedMeal.log`: only the items whose servings are not 1. */
export function servingsInput(servings: readonly (number | string)[]): { item: number; servings: number }[] {
  return servings.flatMap((s, i) => {
    const n = s === '' ? 0 : Number(s);
    return n === 1 ? [] : [{ item: i + 1, servings: n }];
  });
}
