import { describe, expect, it } from 'vitest';
import { comparedWith, confidencePercent, deltaColor, formatDelta, placeholderFood, swapsRequest } from './swap-logic.ts';

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
  it('says what the cards compare with, in the numbers the server used', () => {
    const original = { name: 'Pizza, cheese, NS as to type of crust', servingSize: '1 piece, NFS (119 g)', nutrition: { calories: 317, protein: 13.6, carbs: 36, fats: 12, fiber: 2.3 } };
    expect(comparedWith(original)).toBe('Compared with Pizza, cheese, NS as to type of crust, 1 piece, NFS (119 g): 317 kcal, 13.6 g protein, 36 g carbs, 12 g fats, 2.3 g fiber');
  });
});
