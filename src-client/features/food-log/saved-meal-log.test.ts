import { describe, expect, it } from 'vitest';
import { servingsInput, servingsTotals } from './saved-meal-log.ts';

const item = (n: number, calories: number) => ({ item: n, foodName: `Food ${n}`, quantity: '1 cup', calories, protein: 10, carbs: 20, fats: 5, foodId: null });

describe('logging a saved meal with adjusted amounts', () => {
  it('totals each item times its servings, an empty box as none', () => {
    expect(servingsTotals([item(1, 300), item(2, 40)], [1.5, ''])).toEqual({ calories: 450, protein: 15, carbs: 30, fats: 7.5 });
  });

  it('sends only the items whose servings changed', () => {
    expect(servingsInput([1, 2, '', 1])).toEqual([{ item: 2, servings: 2 }, { item: 3, servings: 0 }]);
  });
});
