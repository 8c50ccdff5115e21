import { expect, it } from 'vitest';
import { curatedSwapQueries } from './swap-curated.ts';

it('knows the well-known swaps of the quick-try foods and nothing for unfamiliar ones', () => {
  for (const food of ['Pizza', 'Burger', 'French Fries', 'Soda', 'Candy', 'Cookies']) expect(curatedSwapQueries(food).length, food).toBeGreaterThan(2);
  expect(curatedSwapQueries('Potato chips, salted')[0]).toBe('popcorn air-popped');
  expect(curatedSwapQueries('Kohlrabi')).toEqual([]);
  // The specific food first: peanut butter is not butter, diet soda is not soda.
  expect(curatedSwapQueries('peanut butter')[0]).toBe('almond butter');
  expect(curatedSwapQueries('butter')[0]).toBe('avocado raw');
  expect(curatedSwapQueries('diet soda')).not.toContain('soft drink cola diet');
  expect(curatedSwapQueries('white rice')[0]).toBe('rice brown cooked');
  // Whole words only: 'popcorn' is not 'pop' (soda).
  expect(curatedSwapQueries('popcorn')).toEqual([]);
});
