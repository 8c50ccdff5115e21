import { describe, expect, it } from 'vitest';
import { parseServings, portionUnit, quantityText, servingOptions, stepServings } from './serving-options.ts';

const multipliers = (name: string) => servingOptions(name, '1 medium (118 g)').map((o) => o.multiplier);

describe('servingOptions', () => {
  it('offers the keyword multipliers of §9 after the original serving', () => {
    expect(multipliers('Bananas, raw')).toEqual([1, 0.7, 1, 1.3]);
    expect(multipliers('Bread, whole-wheat, commercially prepared')).toEqual([1, 1, 2, 3]);
    expect(multipliers('Rice, white, long-grain, cooked')).toEqual([1, 0.5, 1, 1.5]);
    expect(multipliers('Orange juice, raw')).toEqual([1, 1, 2, 4.2]);
    expect(multipliers('Chicken breast, roasted')).toEqual([1, 0.75, 1, 1.5]);
    expect(multipliers('Nuts, almonds')).toEqual([1, 1, 2]);
    expect(multipliers('Broccoli, raw')).toEqual([1]);
  });

  it('puts plant milks with drinks and nut butters with neither', () => {
    expect(multipliers('Beverages, almond milk, unsweetened')).toEqual([1, 1, 2, 4.2]);
    expect(multipliers('Peanut butter, smooth')).toEqual([1]);
  });

  it('labels the original serving and derives its unit', () => {
    expect(servingOptions('Broccoli', '1 cup (91 g)')[0]).toEqual({ label: 'Original serving (1 cup (91 g))', multiplier: 1, unit: 'cup (91 g)' });
    expect(servingOptions('Broccoli', '100 g')[0]?.unit).toBe('× 100 g');
    expect(servingOptions('Rice', '1/2 cup')[0]?.unit).toBe('× 1/2 cup');
  });
});

describe('servings', () => {
  it('counts empty or invalid as 1', () => {
    expect(parseServings('')).toBe(1);
    expect(parseServings('abc')).toBe(1);
    expect(parseServings('-2')).toBe(1);
    expect(parseServings('2.5')).toBe(2.5);
  });

  it('steps by 0.5 and stops at 0.1 going down', () => {
    expect(stepServings(1, 1)).toBe(1.5);
    expect(stepServings(0.5, -1)).toBe(0.1);
    expect(stepServings(0.1, -1)).toBe(0.1);
  });

  it('uses the custom quantity text or servings with the unit', () => {
    expect(quantityText(2, { label: 'Large', multiplier: 1.3, unit: 'large' })).toBe('2 large');
    expect(quantityText(1, undefined)).toBe('1 serving');
    expect(quantityText(1, undefined, ' a big bowl ')).toBe('a big bowl');
  });
});

describe('portionUnit', () => {
  it('keeps the measure of a single portion and multiplies others', () => {
    expect(portionUnit('1 medium')).toBe('medium');
    expect(portionUnit('1 cup, sliced')).toBe('cup, sliced');
    expect(portionUnit('1/2 cup')).toBe('× 1/2 cup');
    expect(portionUnit('100 g')).toBe('× 100 g');
  });
});
