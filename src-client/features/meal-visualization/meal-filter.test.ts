import { describe, expect, it } from 'vitest';
import { entriesFor, isMealFilter, MEAL_FILTERS } from './meal-filter.ts';

const meals = { breakfast: ['b1', 'b2'], lunch: [], dinner: ['d1'], snack: ['s1'] };

describe('entriesFor', () => {
  it('returns one meal or all in meal order', () => {
    expect(entriesFor(meals, 'all')).toEqual(['b1', 'b2', 'd1', 's1']);
    expect(entriesFor(meals, 'dinner')).toEqual(['d1']);
    expect(entriesFor(meals, 'lunch')).toEqual([]);
  });

  it('offers all, breakfast, lunch, dinner, snack', () => {
    expect(MEAL_FILTERS).toEqual(['all', 'breakfast', 'lunch', 'dinner', 'snack']);
    expect(isMealFilter('snack')).toBe(true);
    expect(isMealFilter('brunch')).toBe(false);
    expect(isMealFilter(null)).toBe(false);
  });
});
