import { describe, expect, it } from 'vitest';
import { helping, likePortion, perPortion, portionsToCompare } from './swap-serving.ts';

const p = (label: string, grams: number, unspecified = false) => ({ label, grams, unspecified });

describe('swap servings', () => {
  it('compares a helping: a slice or a can, the usual amount rather than one chip', () => {
    expect(helping([p('1 piece, NFS', 119), p('Quantity not specified', 238, true)]).label).toBe('1 piece, NFS');
    expect(helping([p('1 chip', 2), p('1 small single serving bag', 28), p('Quantity not specified', 28.4, true)]).unspecified).toBe(true);
    expect(helping([p('1 tsp', 4)]).label).toBe('1 tsp');
    expect(helping([])).toEqual({ label: '100 g', grams: 100 });
  });

  it('compares a slice with a slice and a can with a can, of a like weight', () => {
    const slice = p('1 piece, NFS', 119);
    expect(likePortion([p('1 medium pizza', 691), p('1 piece, large pizza', 110)], slice)).toEqual({ portion: p('1 piece, large pizza', 110), own: true });
    expect(likePortion([p('1 cup', 240), p('1 can (12 fl oz)', 355)], p('1 can (12 fl oz)', 372)).portion.label).toBe('1 can (12 fl oz)');
    expect(likePortion([p('1 cup', 8), p('Quantity not specified', 24, true)], p('Quantity not specified', 28, true)).portion.grams).toBe(24);
  });

  it('compares a medium with a medium, the nearest in weight of several', () => {
    expect(likePortion([p('1 extra large', 65), p('1 medium', 28)], p('1 medium', 45)).portion.label).toBe('1 medium');
    expect(likePortion([p('1 piece, small pizza', 70), p('1 piece, large pizza', 110)], p('1 piece, NFS', 119)).portion.label).toBe('1 piece, large pizza');
  });

  it('takes the usual amount when the swap has no portion in the same unit: an ounce of almonds for a bag of chips, not a 100-calorie pack', () => {
    const almonds = [p('1 100 calorie package', 18), p('1 cup', 141), p('Quantity not specified', 28, true), p('1 oz', 28.4)];
    expect(likePortion(almonds, p('1 small single serving bag', 28)).portion.grams).toBe(28);
    expect(likePortion([p('1 cup', 40), p('Quantity not specified', 120, true)], p('1 slice', 30)).portion.label).toBe('1 cup');
  });

  it('falls back to the original weight when the swap has no like portion', () => {
    expect(likePortion([p('1 cup', 8)], p('1 oz', 28))).toEqual({ portion: { label: '28 g', grams: 28 }, own: false });
  });

  it('offers larger portions of the swap after the like one, never smaller ones nor more than three times the weight', () => {
    const edamame = [p('Quantity not specified', 80, true), p('1 pod, yields', 2), p('1 cup', 160), p('1 pound', 454)];
    expect(portionsToCompare(edamame, p('1 small fast food order', 110)).map((x) => x.portion.label)).toEqual(['Quantity not specified', '1 cup']);
  });

  it('says per what the numbers are', () => {
    expect(perPortion(p('1 piece, NFS', 119))).toBe('piece');
    expect(perPortion(p('1 can (12 fl oz)', 372))).toBe('can');
    expect(perPortion(p('2 slices', 56))).toBe('serving (56 g)');
    expect(perPortion(p('1 serving 1/2 cup', 66))).toBe('serving (66 g)');
    expect(perPortion(p('1 small single serving bag', 28))).toBe('bag');
    expect(perPortion(p('Quantity not specified', 28.4, true))).toBe('serving (28 g)');
    expect(perPortion({ label: '100 g', grams: 100 })).toBe('100 g');
  });
});
