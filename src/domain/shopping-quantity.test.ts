import { describe, expect, it } from 'vitest';
import { formatWeight, householdQuantity, quarters } from './shopping-quantity.ts';

const EGG = [{ label: '1 medium', grams: 44 }, { label: '1 large', grams: 50 }, { label: '1 cup (4.86 large eggs)', grams: 243 }];
const CELERY = [{ label: '1 cup chopped', grams: 101 }, { label: '1 stalk, large', grams: 64 }, { label: '1 stalk, medium', grams: 40 }];
const OIL = [{ label: '1 tablespoon', grams: 13.5 }, { label: '1 cup', grams: 216 }, { label: '1 tsp', grams: 4.5 }];
const CUMIN = [{ label: '1 tsp, whole', grams: 2.1 }, { label: '1 tbsp, whole', grams: 6 }];
const MILK = [{ label: '1 cup', grams: 244 }, { label: '1 tbsp', grams: 15 }];
const RAISINS = [{ label: '1 cup, packed', grams: 165 }, { label: '1 small box (1.5 oz)', grams: 43 }];

describe('household quantities', () => {
  it('counts items in their natural unit, large eggs and medium produce, rounding up', () => {
    expect(householdQuantity(300, EGG, 'Dairy & Eggs')).toBe('6 large (300 g)');
    expect(householdQuantity(310, EGG, 'Dairy & Eggs')).toBe('7 large (310 g)');
    expect(householdQuantity(120, CELERY, 'Produce')).toBe('3 stalks (120 g)');
    expect(householdQuantity(200, RAISINS, 'Produce')).toBe('200 g');
  });

  it('uses spoons for small amounts and cups for larger ones where the food is measured so', () => {
    expect(householdQuantity(40, OIL, 'Spices & Oils')).toBe('3 tbsp (40 g)');
    expect(householdQuantity(300, OIL, 'Spices & Oils')).toBe('1 1/2 cups (300 g)');
    expect(householdQuantity(4, CUMIN, 'Spices & Oils')).toBe('2 tsp');
    expect(householdQuantity(0.2, CUMIN, 'Spices & Oils')).toBe('a pinch');
    expect(householdQuantity(610, MILK, 'Dairy & Eggs')).toBe('2 1/2 cups (610 g)');
  });

  it('sells meat and pantry bulk by weight', () => {
    expect(householdQuantity(452, [{ label: '4 oz', grams: 113 }], 'Meat & Seafood')).toBe('450 g');
    expect(householdQuantity(1234, [], 'Grains & Bakery')).toBe('1.2 kg');
  });

  it('formats quarters and weights', () => {
    expect([0.1, 0.5, 1, 1.3, 2.74].map(quarters)).toEqual(['1/4', '1/2', '1', '1 1/4', '2 3/4']);
    expect([3.4, 47, 52, 999, 1000, 2460].map(formatWeight)).toEqual(['3 g', '47 g', '50 g', '1000 g', '1 kg', '2.5 kg']);
  });
});
