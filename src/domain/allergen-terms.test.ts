import { describe, expect, it } from 'vitest';
import { allergensNamed } from './allergen-terms.ts';

describe('allergensNamed', () => {
  it.each([
    ['without nuts', ['nut']],
    ['nut-free', ['nut']],
    ['no dairy', ['dairy']],
    ['peanuts and shellfish', ['nut', 'shellfish']],
    ['peanut butter', ['nut']],
    ['almond milk', ['nut']],
    ['eggs', ['egg']],
    ['wheat', ['gluten']],
  ])('reads %j as %j', (text, allergens) => {
    expect(allergensNamed(text)).toEqual(allergens);
  });

  it('matches whole words only: nutmeg, butternut and coconut name no nut', () => {
    expect(allergensNamed('soup without nutmeg')).toEqual([]);
    expect(allergensNamed('butternut squash')).toEqual([]);
    expect(allergensNamed('coconut milk')).toEqual([]);
    expect(allergensNamed('eggplant')).toEqual([]);
    expect(allergensNamed('buckwheat')).toEqual([]);
  });
});
