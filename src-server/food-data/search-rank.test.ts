import { describe, expect, it } from 'vitest';
import type { FoodFacts } from './food-facts.ts';
import type { FoodSource } from './food-record.ts';
import { searchRank } from './search-rank.ts';

const facts = (f: Partial<FoodFacts> = {}): FoodFacts => ({
  flags: [], flagsFrom: 'ingredients', wweia: 6002, form: null, asEaten: true, plainDefault: false, recipeUses: 0, ...f,
});
const rank = (name: string, f: Partial<FoodFacts> = {}, source: FoodSource = 'survey', brand: string | null = null) =>
  searchRank({ source, name, brand, facts: facts(f) });

describe('searchRank', () => {
  it("gives back USDA's words for the plain state, not qualifying ones", () => {
    expect(rank('Apple, raw', { form: 'raw' })).toBeGreaterThan(rank('Apple, dried'));
    expect(rank('Bacon, NS as to type of meat, cooked', { form: 'cooked' })).toBeGreaterThan(rank('Bacon, turkey, low sodium', { form: null }));
  });

  it("counts the parts as the index holds them, without USDA's 'NS as to …' notes", () => {
    // The index reads 'Chicken, fried, coated': 'coated' is no longer a far word to give back.
    expect(rank('Chicken, NS as to part, fried, coated', { form: 'cooked' }, 'sr_legacy')).toBe(rank('Chicken, fried, coated', { form: 'cooked' }, 'sr_legacy'));
    expect(rank('Peas, NS as to form, cooked', { form: 'cooked' }, 'sr_legacy')).toBe(rank('Peas, cooked', { form: 'cooked' }, 'sr_legacy'));
  });

  it('trusts a raw food as eaten more when FNDDS recipes use it', () => {
    const raw = { form: 'raw', asEaten: true } as const;
    expect(rank('Potatoes, raw, skin', raw, 'sr_legacy')).toBeLessThan(rank('Potato, NFS', { plainDefault: true }));
    expect(rank('Bananas, raw', { ...raw, recipeUses: 40 }, 'sr_legacy')).toBeGreaterThan(rank('Banana, NFS', { plainDefault: true }));
  });

  it('does not take raw fish, meat or nuts as the plain food', () => {
    const raw = { form: 'raw', asEaten: true } as const;
    expect(rank('Fish, tuna, raw', { ...raw, wweia: 2402 })).toBeLessThan(rank('Fish, tuna, NFS', { wweia: 2402, plainDefault: true }));
    expect(rank('Peanuts, raw', { ...raw, wweia: 2802 }, 'foundation')).toBeLessThan(rank('Peanuts, NFS', { wweia: 2802, plainDefault: true }));
    expect(rank('Egg, whole, raw', { ...raw, wweia: 2502 })).toBeGreaterThan(rank('Egg, whole, fried', { wweia: 2502, form: 'cooked' }));
  });

  it('counts a named cooking method as a variant', () => {
    expect(rank('Sweet potato, cooked', { form: 'cooked' })).toBeGreaterThan(rank('Sweet potato, boiled, NS as to fat', { form: 'cooked' }));
    expect(rank('Fish, cod, NFS')).toBeGreaterThan(rank('Fish, cod, fried', { form: 'cooked' }));
  });

  it('puts an SR food no FNDDS recipe uses after one that is used', () => {
    expect(rank('Rolls, dinner, egg', {}, 'sr_legacy')).toBeLessThan(rank('Rolls, dinner, wheat', { recipeUses: 2 }, 'sr_legacy') - 1);
    expect(rank('Spaghetti, spinach, cooked', { form: 'cooked' }, 'sr_legacy')).toBeLessThan(rank('Spaghetti, spinach, cooked', { form: 'cooked' }));
  });

  it('puts USDA defaults and the foods its recipes use first', () => {
    expect(rank('Mayonnaise, regular', { recipeUses: 60 })).toBeGreaterThan(rank('Mayonnaise, light', { recipeUses: 3 }));
    expect(rank('Milk, NFS', { plainDefault: true })).toBeGreaterThan(rank('Milk, whole'));
  });

  it('puts ingredients to cook, dishes, niche foods and products after', () => {
    expect(rank('Rice, white, cooked', { form: 'cooked' })).toBeGreaterThan(rank('Rice, white, raw', { form: 'raw', asEaten: false }));
    expect(rank('Egg, whole')).toBeGreaterThan(rank('Egg sandwich', { wweia: 3706 }));
    expect(rank('Milk, whole', { wweia: 1002 })).toBeGreaterThan(rank('Milk, human', { wweia: 9602 }) + 2);
    expect(rank('Cheese, cheddar', {}, 'sr_legacy')).toBeGreaterThan(rank('KRAFT Singles', {}, 'sr_legacy', 'Kraft Foods, Inc.'));
    expect(rank('Whole Milk', {}, 'branded', 'Acme')).toBeLessThan(rank('Milk, whole') - 2);
  });
});
