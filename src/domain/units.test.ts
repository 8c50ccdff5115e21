import { describe, expect, it } from 'vitest';
import { formatHeight, formatWeight, kgToLb, lbToKg } from './units.ts';

describe('units', () => {
  it('round-trips kilograms and pounds', () => {
    expect(kgToLb(100)).toBeCloseTo(220.462, 3);
    expect(lbToKg(kgToLb(72.5))).toBeCloseTo(72.5, 10);
  });

  it('formats in the chosen unit', () => {
    expect(formatWeight(70, 'kg')).toBe('70 kg');
    expect(formatWeight(70, 'lb')).toBe('154.3 lbs');
    expect(formatHeight(180, 'cm')).toBe('180 cm');
    expect(formatHeight(180, 'ft_in')).toBe('5 ft 11 in');
  });
});
