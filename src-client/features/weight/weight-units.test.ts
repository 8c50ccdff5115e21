import { describe, expect, it } from 'vitest';
import { formatChange, formatWeightIn, latestChange, toDisplay, toKg, unitLabel } from './weight-units.ts';

describe('weight units', () => {
  it('labels kg and lbs', () => {
    expect(unitLabel('kg')).toBe('kg');
    expect(unitLabel('lb')).toBe('lbs');
  });

  it('shows stored kg in the user unit to one decimal', () => {
    expect(toDisplay(78.6, 'kg')).toBe(78.6);
    expect(toDisplay(80, 'lb')).toBe(176.4);
    expect(formatWeightIn(80, 'lb')).toBe('176.4 lbs');
    expect(formatWeightIn(78.64, 'kg')).toBe('78.6 kg');
    expect(formatWeightIn(1000, 'lb', (n) => n.toLocaleString('de'))).toBe('2.204,6 lbs');
  });

  it('converts typed pounds to kg', () => {
    expect(toKg(176.4, 'lb')).toBeCloseTo(80.01, 2);
    expect(toKg(80, 'kg')).toBe(80);
  });

  it('signs changes', () => {
    expect(formatChange(-1.4, 'kg')).toBe('-1.4 kg');
    expect(formatChange(1.4, 'kg')).toBe('+1.4 kg');
    expect(formatChange(-1.4, 'lb')).toBe('-3.1 lbs');
    expect(formatChange(0, 'kg')).toBe('0 kg');
    expect(formatChange(0.02, 'kg')).toBe('0 kg');
  });
});

describe('latestChange', () => {
  it('compares the two newest entries', () => {
    expect(latestChange([{ weight: 78.6 }, { weight: 80 }, { weight: 90 }])).toEqual({ change: -1.4, trend: 'down' });
    expect(latestChange([{ weight: 81 }, { weight: 80 }])).toEqual({ change: 1, trend: 'up' });
  });

  it('is neutral within half a kilo and without two entries', () => {
    expect(latestChange([{ weight: 80.5 }, { weight: 80 }])).toEqual({ change: 0.5, trend: 'neutral' });
    expect(latestChange([{ weight: 80 }])).toEqual({ change: null, trend: 'neutral' });
    expect(latestChange([])).toEqual({ change: null, trend: 'neutral' });
  });
});
