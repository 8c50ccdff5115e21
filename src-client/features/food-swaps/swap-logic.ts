import type { SwapFoodInput, SwapKind, SwapRequestType, SwapResult } from '../../../src/schemas/ai.ts';
import { MAX_CALORIE_DIFFERENCE } from '../../../src/schemas/ai.ts';
import type { CreateLogInput } from '../food-log/types.ts';

export const QUICK_TRY = ['Pizza', 'Burger', 'French Fries', 'Soda', 'Candy', 'Cookies'] as const;

export const SWAP_TABS: { value: SwapRequestType; label: string }[] = [
  { value: 'healthier', label: 'Healthier' },
  { value: 'lower-calorie', label: 'Lower Calorie' },
  { value: 'higher-protein', label: 'Higher Protein' },
  { value: 'lower-carb', label: 'Lower Carb' },
];

export const POPULAR_SWAPS: { from: string; to: string; saves: string }[] = [
  { from: 'White Rice', to: 'Cauliflower Rice', saves: 'about 170 kcal per cup' },
  { from: 'Potato Chips', to: 'Air-Popped Popcorn', saves: 'about 120 kcal per serving' },
  { from: 'Ice Cream', to: 'Frozen Greek Yogurt', saves: 'about 100 kcal, more protein' },
  { from: 'White Bread', to: 'Whole Grain Bread', saves: 'more fibre, steadier energy' },
  { from: 'Soda', to: 'Sparkling Water', saves: 'about 140 kcal per can' },
  { from: 'Pasta', to: 'Zucchini Noodles', saves: 'about 180 kcal per cup' },
];

export const SWAP_KIND_LABELS: Record<SwapKind, string> = {
  protein: 'Protein swap',
  carb: 'Carb swap',
  snack: 'Snack swap',
  vegetable: 'Vegetable swap',
  other: 'Swap',
};

/** The spec's placeholder for a typed food (§2): its name with fixed numbers. */
export function placeholderFood(name: string): Required<Pick<SwapFoodInput, 'name' | 'servingSize' | 'nutrition'>> {
  return {
    name: name.trim(),
    servingSize: '1 serving',
    nutrition: { calories: 200, protein: 15, carbs: 20, fats: 8, fiber: 3 },
  };
}

export function swapsRequest(name: string, swapType: SwapRequestType) {
  return { food: placeholderFood(name), preferences: { swapType, maxCalorieDifference: MAX_CALORIE_DIFFERENCE } };
}

/** '+12', '-40', '±0' with an optional unit. */
export function formatDelta(value: number, unit = ''): string {
  const v = Math.round(value * 10) / 10;
  const sign = v > 0 ? '+' : v < 0 ? '−' : '±';
  return `${sign}${Math.abs(v)}${unit}`;
}

/** Colour for a delta where `lowerIsBetter` decides which direction is good. */
export function deltaColor(value: number, lowerIsBetter: boolean): 'green' | 'red' | 'gray' {
  if (Math.abs(value) < 0.5) return 'gray';
  return value < 0 === lowerIsBetter ? 'green' : 'red';
}

export function confidencePercent(score: number): number {
  return Math.round(score <= 1 ? score * 100 : score);
}

/** Decision: 'Use This Swap' logs the swap food as a snack for today with its own numbers. */
export function swapToLog(result: SwapResult, date: string): CreateLogInput {
  const s = result.swapSuggestion;
  return {
    date,
    mealType: 'snack',
    foodName: s.name,
    quantity: s.servingSize || '1 serving',
    calories: Math.max(0, Math.round(s.nutrition.calories)),
    protein: Math.max(0, s.nutrition.protein),
    carbs: Math.max(0, s.nutrition.carbs),
    fats: Math.max(0, s.nutrition.fats),
    fiber: Math.max(0, s.nutrition.fiber),
    foodId: s.foodId ?? null,
    fdcId: s.fdcId ?? null,
    servingSize: s.servingSize || null,
  };
}
