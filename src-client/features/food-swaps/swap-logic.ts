import type { inferRouterOutputs } from '@trpc/server';
import type { SwapFood, SwapFoodInput, SwapKind, SwapRequestType } from '../../../src/schemas/ai.ts';
import type { AppRouter } from '../../../src-server/trpc/app-router.ts';
import { MAX_CALORIE_DIFFERENCE } from '../../../src/schemas/ai.ts';

/** One swap as the server sends it, with its food as search shows it (for logging). */
export type Swap = inferRouterOutputs<AppRouter>['ai']['swaps'][number];

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

/** What the swap screen compares with, as the server found it: the header the cards' deltas are against. */
export function comparedWith(o: SwapFood): string {
  const n = o.nutrition;
  return `Compared with ${o.name}, ${o.servingSize}: ${Math.round(n.calories)} kcal, ${n.protein} g protein, ${n.carbs} g carbs, ${n.fats} g fats, ${n.fiber} g fiber`;
}
