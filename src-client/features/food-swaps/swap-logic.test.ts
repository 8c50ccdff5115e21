import { describe, expect, it } from 'vitest';
import { confidencePercent, deltaColor, formatDelta, placeholderFood, swapsRequest } from './swap-logic.ts';

describe('swap logic', () => {
  it('builds the spec placeholder food', () => {
    expect(placeholderFood('  Pizza ')).toEqual({ name: 'Pizza', servingSize: '1 serving', nutrition: { calories: 200, protein: 15, carbs: 20, fats: 8, fiber: 3 } });
    expect(swapsRequest('Pizza', 'lower-carb').preferences).toEqual({ swapType: 'lower-carb', maxCalorieDifference: 150 });
  });
  it('formats deltas', () => {
    expect(formatDelta(12, 'en')).toBe('+12');
    expect(formatDelta(-40.04, 'en', ' kcal')).toBe('−40 kcal');
    expect(formatDelta(0, 'en')).toBe('±0');
    expect(formatDelta(1234.56, 'en')).toBe('+1234.6');
    expect(formatDelta(-0.46, 'de', ' g')).toBe('−0,5 g');
    expect(deltaColor(-50, true)).toBe('green');
    expect(deltaColor(5, false)).toBe('green');
    expect(deltaColor(5, true)).toBe('red');
    expect(deltaColor(0.2, true)).toBe('gray');
  });
  it('reads confidence as a percent', () => {
    expect(confidencePercent(0.87)).toBe(87);
    expect(confidencePercent(87)).toBe(87);
  });
});
