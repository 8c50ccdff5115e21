import type { inferRouterOutputs } from '@trpc/server';
import type { SwapFoodInput, SwapRequestType } from '../../../src/schemas/ai.ts';
import type { AppRouter } from '../../../src-server/trpc/app-router.ts';
import { MAX_CALORIE_DIFFERENCE } from '../../../src/schemas/ai.ts';
import { numberFormat } from '../../i18n/intl-formats.ts';

/** One swap as the server sends it, with its food as search shows it (for logging). */
export type Swap = inferRouterOutputs<AppRouter>['ai']['swaps'][number];

/** The quick-try chips: each is named in the language shown and asks for its food as the food data names it. */
export const QUICK_TRY = [
  { key: 'pizza', food: 'Pizza' },
  { key: 'burger', food: 'Burger' },
  { key: 'frenchFries', food: 'French Fries' },
  { key: 'soda', food: 'Soda' },
  { key: 'candy', food: 'Candy' },
  { key: 'cookies', food: 'Cookies' },
] as const;

export const SWAP_TABS = [
  { value: 'healthier', key: 'healthier' },
  { value: 'lower-calorie', key: 'lowerCalorie' },
  { value: 'higher-protein', key: 'higherProtein' },
  { value: 'lower-carb', key: 'lowerCarb' },
] as const satisfies readonly { value: SwapRequestType; key: string }[];

/** Popular swaps by message key, each asking for its food as the food data names it. */
export const POPULAR_SWAPS = [
  { key: 'whiteRice', food: 'White Rice' },
  { key: 'potatoChips', food: 'Potato Chips' },
  { key: 'iceCream', food: 'Ice Cream' },
  { key: 'whiteBread', food: 'White Bread' },
  { key: 'soda', food: 'Soda' },
  { key: 'pasta', food: 'Pasta' },
] as const;

/** The placeholder for a typed food: its name with fixed numbers. */
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

/** '+12', '−40', '±0' with an optional unit, the digits written as `locale` writes them ('−0,5' in German). */
export function formatDelta(value: number, locale: string, unit = ''): string {
  const v = Math.round(value * 10) / 10;
  const sign = v > 0 ? '+' : v < 0 ? '−' : '±';
  return `${sign}${numberFormat(locale, { useGrouping: false }).format(Math.abs(v))}${unit}`;
}

/** Colour for a delta where `lowerIsBetter` decides which direction is good. */
export function deltaColor(value: number, lowerIsBetter: boolean): 'green' | 'red' | 'gray' {
  if (Math.abs(value) < 0.5) return 'gray';
  return value < 0 === lowerIsBetter ? 'green' : 'red';
}

export function confidencePercent(score: number): number {
  return Math.round(score <= 1 ? score * 100 : score);
}
