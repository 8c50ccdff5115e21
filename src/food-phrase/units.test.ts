import { describe, expect, it } from 'vitest';
import { G_PER_OZ, GRAMS_PER, KG_PER_LB, ML_PER, ML_PER_CUP, ML_PER_FL_OZ, ML_PER_TBSP, ML_PER_TSP, cupAfterNumber, inMillilitres, sizeFor, unitFor } from './units.ts';

describe('unit factors', () => {
  it('are the exact NIST values', () => {
    expect(KG_PER_LB).toBe(0.45359237);
    expect(G_PER_OZ).toBe(28.349523125);
    expect(G_PER_OZ * 16).toBeCloseTo(KG_PER_LB * 1000, 12);
    expect(ML_PER_FL_OZ).toBe(29.5735295625);
    expect(ML_PER_CUP).toBeCloseTo(236.5882365, 12);
    expect(ML_PER_TBSP).toBeCloseTo(14.78676478125, 12);
    expect(ML_PER_TSP).toBeCloseTo(4.92892159375, 12);
    // A US gallon is 231 cubic inches.
    expect(ML_PER.get('gallon')).toBeCloseTo(231 * 2.54 ** 3, 9);
    expect(ML_PER.get('quart')! * 4).toBeCloseTo(ML_PER.get('gallon')!, 9);
    expect(ML_PER.get('pint')! * 2).toBeCloseTo(ML_PER.get('quart')!, 9);
    expect(GRAMS_PER.get('lb')).toBeCloseTo(453.59237, 9);
  });

  it('know the words people and USDA labels use', () => {
    expect(['g', 'grams', 'kilo', 'oz', 'ounces', 'lbs', 'ml', 'litre', 'tbsp', 'teaspoons', 'fl_oz', 'gallons', 'milligrams'].map(unitFor)).toEqual([
      'g', 'g', 'kg', 'oz', 'oz', 'lb', 'ml', 'l', 'tbsp', 'tsp', 'fl oz', 'gallon', 'mg',
    ]);
    expect(['bag', 'pouch', 'tub', 'jar', 'carton', 'tin', 'rasher', 'pkg'].map(unitFor)).toEqual(['packet', 'packet', 'container', 'container', 'container', 'can', 'strip', 'packet']);
    expect(unitFor('constructor')).toBeNull();
    expect(['sm', 'med', 'lg', 'xl'].map(sizeFor)).toEqual(['small', 'medium', 'large', 'extra large']);
  });

  it('read centilitres and decilitres in millilitres', () => {
    expect(inMillilitres('a 33 cl can and 1.5 decilitres')).toBe('a 330 ml can and 150 ml');
    expect(inMillilitres('vitamin c')).toBe('vitamin c');
  });

  it("read 'c' as a cup only after a number, its period kept with it", () => {
    expect(cupAfterNumber('2 c rice, 1 c. milk, vitamin c')).toBe('2 cup rice, 1 cup milk, vitamin c');
  });
});
