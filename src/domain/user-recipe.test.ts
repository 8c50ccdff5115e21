import { describe, expect, it } from 'vitest';
import { amountInGrams, calorieShares, isZeroAmount, scaleAmount } from './user-recipe.ts';

describe('recipe amounts', () => {
  it('scales the leading amount and keeps the rest', () => {
    expect(scaleAmount('2 medium', 1.5)).toBe('3 medium');
    expect(scaleAmount('200 g', 0.5)).toBe('100 g');
    expect(scaleAmount('1/2 cup', 3)).toBe('1 1/2 cup');
    expect(scaleAmount('1 1/2 cups', 2)).toBe('3 cups');
    expect(scaleAmount('half a can', 2)).toBe('1 can');
    expect(scaleAmount('medium', 2)).toBe('2 medium');
  });

  it('tells a zero amount from no amount', () => {
    expect(isZeroAmount('0 g')).toBe(true);
    expect(isZeroAmount('0')).toBe(true);
    expect(isZeroAmount('some')).toBe(false);
    expect(isZeroAmount('1 g')).toBe(false);
  });

  it('reads amounts through the food\'s own portions, and the usual amount when none is said', () => {
    const portions = [{ label: '1 medium', grams: 118 }, { label: 'Quantity not specified', grams: 118 }, { label: '1 cup', grams: 150 }];
    expect(amountInGrams(portions, '2 medium').grams).toBe(236);
    expect(amountInGrams(portions, '150 g').grams).toBe(150);
    expect(amountInGrams(portions, 'a handful').grams).toBeGreaterThan(0);
  });

  it('gives each ingredient its share of the calories', () => {
    expect(calorieShares([300, 100])).toEqual([75, 25]);
    expect(calorieShares([0, 0])).toEqual([0, 0]);
  });
});
