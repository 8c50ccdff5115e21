import { describe, expect, it } from 'vitest';
import { helping, likePortion, perPortion } from './swap-serving.ts';

const p = (label: string, grams: number, unit: string | null = null, unspecified = false) => ({ label, grams, unit, unspecified });

describe('swap servings', () => {
  it('compares a helping: a slice or a can, the usual amount rather than one chip', () => {
    expect(helping([p('1 piece, NFS', 119, 'piece'), p('Quantity not specified', 238, 'serving', true)]).label).toBe('1 piece, NFS');
    expect(helping([p('1 chip', 2, 'chip'), p('1 small single serving bag', 28, 'bag'), p('Quantity not specified', 28.4, 'serving', true)]).unspecified).toBe(true);
    expect(helping([p('1 tsp', 4, 'tsp')]).label).toBe('1 tsp');
    expect(helping([])).toEqual({ label: '100 g', grams: 100 });
  });

  it('compares a slice with a slice and a can with a can, of a like weight', () => {
    const slice = p('1 piece, NFS', 119, 'piece');
    expect(likePortion([p('1 medium pizza', 691, 'pizza'), p('1 piece, large pizza', 110, 'piece')], slice)).toEqual({ portion: p('1 piece, large pizza', 110, 'piece'), own: true });
    expect(likePortion([p('1 cup', 240, 'cup'), p('1 can (12 fl oz)', 355, 'can')], p('1 can (12 fl oz)', 372, 'can')).portion.label).toBe('1 can (12 fl oz)');
    expect(likePortion([p('1 cup', 8, 'cup'), p('Quantity not specified', 24, 'serving', true)], p('Quantity not specified', 28, 'serving', true)).portion.grams).toBe(24);
  });

  it('compares a medium with a medium, the nearest in weight of several', () => {
    const sized = (label: string, grams: number, size: string) => ({ ...p(label, grams), size });
    expect(likePortion([sized('1 extra large', 65, 'extra large'), sized('1 medium', 28, 'medium')], sized('1 medium', 45, 'medium')).portion.label).toBe('1 medium');
    expect(likePortion([p('1 piece, small pizza', 70, 'piece'), p('1 piece, large pizza', 110, 'piece')], p('1 piece, NFS', 119, 'piece')).portion.label).toBe('1 piece, large pizza');
  });

  it('falls back to the original weight when the swap has no like portion', () => {
    expect(likePortion([p('1 cup', 8, 'cup')], p('1 oz', 28, 'oz'))).toEqual({ portion: { label: '28 g', grams: 28 }, own: false });
  });

  it('says per what the numbers are', () => {
    expect(perPortion(p('1 piece, NFS', 119, 'piece'))).toBe('piece');
    expect(perPortion(p('1 can (12 fl oz)', 372, 'can'))).toBe('can');
    expect(perPortion(p('2 slices', 56, 'slice'))).toBe('serving (56 g)');
    expect(perPortion(p('1 serving 1/2 cup', 66, 'cup'))).toBe('serving (66 g)');
    expect(perPortion(p('1 small single serving bag', 28, 'bag'))).toBe('bag');
    expect(perPortion(p('Quantity not specified', 28.4, 'serving', true))).toBe('serving (28 g)');
    expect(perPortion({ label: '100 g', grams: 100 })).toBe('100 g');
  });
});
