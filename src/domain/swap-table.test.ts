import { describe, expect, it } from 'vitest';
import { SWAP_TABLE, swapsWithin, swapTableSchema, tableSwaps } from './swap-table.ts';

describe('the reviewed swap table', () => {
  it('holds the classic swaps a dietitian gives', () => {
    expect(tableSwaps('Soft drinks').map((t) => t.food)).toContain('Water, carbonated, plain');
    expect(tableSwaps('Potato chips')[0]).toEqual({ category: 'Popcorn', food: 'Popcorn, air-popped, no butter added' });
    expect(tableSwaps('Rice').map((t) => t.food)).toContain('Cauliflower, fresh, cooked, no added fat');
    expect(tableSwaps('Pizza')).toEqual([]);
    expect(tableSwaps(null)).toEqual([]);
    expect(tableSwaps('French fries and other fried white potatoes').find((t) => t.food === 'Edamame, cooked')?.for).toEqual(['higher-protein', 'lower-carb']);
    expect(SWAP_TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it('leaves the categories WWEIA splits by fat or sugar: whole milk is no swap for whole milk', () => {
    expect(swapsWithin('Milk, whole')).toBe(false);
    expect(swapsWithin('Soft drinks')).toBe(false);
    expect(swapsWithin('Pizza')).toBe(true);
    expect(swapsWithin(null)).toBe(true);
  });

  it('refuses a malformed table, naming the entry', () => {
    const twice = [
      { from: 'Rice', to: [{ category: 'Popcorn', food: 'Popcorn, NFS' }] },
      { from: 'Rice', to: [{ category: 'Popcorn', food: 'Popcorn, NFS' }] },
    ];
    expect(swapTableSchema.safeParse(twice).error?.issues[0]).toMatchObject({ path: [1, 'from'], message: '"Rice" is listed twice' });
    expect(swapTableSchema.safeParse([{ from: 'Rice', to: [] }]).success).toBe(false);
    expect(swapTableSchema.safeParse([{ from: 'Rice', to: [{ category: 'Rice', food: 'Rice, brown, cooked' }] }]).success).toBe(false);
    expect(swapTableSchema.safeParse([{ from: 'Rice', to: [{ category: 'Popcorn' }] }]).success).toBe(false);
    expect(swapTableSchema.safeParse([{ from: 'Rice', leave: false, to: [{ category: 'Popcorn', food: 'Popcorn, NFS' }] }]).success).toBe(false);
    expect(swapTableSchema.safeParse([{ from: 'Rice', to: [{ category: 'Popcorn', food: 'Popcorn, NFS', for: ['tastier'] }] }]).success).toBe(false);
  });
});
