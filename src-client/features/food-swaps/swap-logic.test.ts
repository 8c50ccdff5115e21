import { describe, expect, it } from 'vitest';
import type { SwapResult } from '../../../src/schemas/ai.ts';
import { confidencePercent, deltaColor, formatDelta, placeholderFood, swapsRequest, swapToLog } from './swap-logic.ts';

describe('swap logic', () => {
  it('builds the spec placeholder food', () => {
    expect(placeholderFood('  Pizza ')).toEqual({ name: 'Pizza', servingSize: '1 serving', nutrition: { calories: 200, protein: 15, carbs: 20, fats: 8, fiber: 3 } });
    expect(swapsRequest('Pizza', 'lower-carb').preferences).toEqual({ swapType: 'lower-carb', maxCalorieDifference: 150 });
  });
  it('formats deltas', () => {
    expect(formatDelta(12)).toBe('+12');
    expect(formatDelta(-40.04, ' kcal')).toBe('−40 kcal');
    expect(formatDelta(0)).toBe('±0');
    expect(deltaColor(-50, true)).toBe('green');
    expect(deltaColor(5, false)).toBe('green');
    expect(deltaColor(5, true)).toBe('red');
    expect(deltaColor(0.2, true)).toBe('gray');
  });
  it('reads confidence as a percent', () => {
    expect(confidencePercent(0.87)).toBe(87);
    expect(confidencePercent(87)).toBe(87);
  });
  it('logs a swap as a snack', () => {
    const result = {
      swapSuggestion: { name: 'Greek yogurt', servingSize: '170 g', nutrition: { calories: 100.4, protein: 17, carbs: 6, fats: 0.7, fiber: 0 }, foodId: 3 },
    } as SwapResult;
    expect(swapToLog(result, '2026-01-02')).toMatchObject({ mealType: 'snack', foodName: 'Greek yogurt', quantity: '170 g', calories: 100, foodId: 3, fdcId: null });
  });
});
