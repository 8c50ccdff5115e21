import { describe, expect, it } from 'vitest';
import { helping, likePortion, perPortion, portionUnit } from './swap-serving.ts';

describe('swap servings', () => {
  it('reads the household unit of a USDA portion label', () => {
    expect(portionUnit('1 slice (1/8 of 14" pizza)')).toBe('slice');
    expect(portionUnit('1 large slice')).toBe('slice');
    expect(portionUnit('1 small or thin/very thin slice')).toBe('slice');
    expect(portionUnit('1 piece, NFS')).toBe('piece');
    expect(portionUnit('1 fl oz (no ice)')).toBe('fl oz');
    expect(portionUnit('1 can (12 fl oz)')).toBe('can');
    expect(portionUnit('1/2 cup')).toBe('cup');
    expect(portionUnit('100 g')).toBeNull();
    expect(portionUnit('Quantity not specified')).toBeNull();
  });

  it('compares a slice with a slice and a can with a can', () => {
    const slice = { label: '1 slice', grams: 107 };
    expect(likePortion([{ label: '1 pizza', grams: 800 }, { label: '1 slice', grams: 90 }], slice)).toEqual({ portion: { label: '1 slice', grams: 90 }, own: true });
    expect(likePortion([{ label: '1 cup', grams: 240 }, { label: '1 can', grams: 355 }], { label: '1 can', grams: 368 }).portion.label).toBe('1 can');
  });

  it('falls back to the original weight when the swap has no like portion', () => {
    expect(likePortion([{ label: '1 cup', grams: 8 }], { label: '1 oz', grams: 28 })).toEqual({ portion: { label: '28 g', grams: 28 }, own: false });
  });

  it('compares a helping, not one chip', () => {
    expect(helping([{ label: '1 chip', grams: 2 }, { label: '1 small single serving bag', grams: 28 }])).toEqual({ label: '1 small single serving bag', grams: 28 });
    expect(helping([{ label: '1 cup, cooked', grams: 158 }])).toEqual({ label: '1 cup, cooked', grams: 158 });
    expect(helping([{ label: '1 tsp', grams: 4 }])).toEqual({ label: '1 tsp', grams: 4 });
    expect(helping([])).toEqual({ label: '100 g', grams: 100 });
  });

  it('says per what the numbers are', () => {
    expect(perPortion({ label: '1 slice', grams: 107 })).toBe('slice');
    expect(perPortion({ label: '2 slices', grams: 214 })).toBe('serving (2 slices, 214 g)');
    expect(perPortion({ label: '100 g', grams: 100 })).toBe('100 g');
  });
});
