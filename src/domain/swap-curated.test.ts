import { expect, it } from 'vitest';
import { curatedSwapQueries } from './swap-curated.ts';

it('knows the well-known swaps of the quick-try foods and nothing for unfamiliar ones', () => {
  for (const food of ['Pizza', 'Burger', 'French Fries', 'Soda', 'Candy', 'Cookies']) expect(curatedSwapQueries(food).length, food).toBeGreaterThan(2);
  expect(curatedSwapQueries('Potato chips, salted')[0]).toBe('popcorn air-popped');
  expect(curatedSwapQueries('Kohlrabi')).toEqual([]);
  // Whole words only: 'popcorn' is not 'pop' (soda).
  expect(curatedSwapQueries('popcorn')).toEqual([]);
});
