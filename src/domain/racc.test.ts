import { describe, expect, it } from 'vitest';
import { claimsBarred, raccOf, type RaccFood } from './racc.ts';

const food = (name: string, wweia: number | null, portions: RaccFood['portions'] = [], form: string | null = null): RaccFood => ({ name, wweia, form, portions });

describe('raccOf', () => {
  it('takes a soft drink as 360 mL at the density of its own can', () => {
    const cola = food('Soft drink, cola', 7202, [{ label: '1 can (12 fl oz)', grams: 372 }]);
    expect(raccOf(cola).grams).toBeCloseTo(377.4, 0);
    expect(raccOf(cola).small).toBe(false);
  });

  it('takes a mixed dish measurable with a cup as its own cup', () => {
    expect(raccOf(food('Rice, fried, NFS', 3402, [{ label: '1 cup', grams: 198 }])).grams).toBe(198);
    expect(raccOf(food('Oatmeal, NFS', 4802, [{ label: '1 cup, cooked', grams: 240 }])).grams).toBe(240);
  });

  it('reads the Table 2 line from the category, the name and the form', () => {
    expect(raccOf(food('Refried beans', 2802)).grams).toBe(130);
    expect(raccOf(food('Black beans, from dried, no added fat', 2802)).grams).toBe(90);
    expect(raccOf(food('Chicken breast, roasted', 2202, [], 'cooked')).grams).toBe(85);
    expect(raccOf(food('Chicken breast, raw', 2202, [], 'raw')).grams).toBe(110);
    expect(raccOf(food('Bagel', 4206)).grams).toBe(110);
    expect(raccOf(food('Oats', 4802, [{ label: '1 cup', grams: 156 }])).grams).toBe(40);
  });

  it('marks 30 g or 2 tbsp and less as small, where the low claims also hold per 50 g', () => {
    expect(raccOf(food('Cheese, Cheddar', 1602))).toEqual({ grams: 30, small: true });
    expect(raccOf(food('Salsa, red', 8402, [{ label: '1 cup', grams: 256 }]))).toEqual({ grams: 32, small: true });
  });

  it('uses 100 g for a food without a category', () => {
    expect(raccOf(food('My protein bar', null))).toEqual({ grams: 100, small: false });
  });
});

describe('claimsBarred', () => {
  it('bars alcoholic drinks and foods for infants, not soft drinks', () => {
    expect(claimsBarred(7506)).toBe(true);
    expect(claimsBarred(9004)).toBe(true);
    expect(claimsBarred(7202)).toBe(false);
    expect(claimsBarred(null)).toBe(false);
  });
});
