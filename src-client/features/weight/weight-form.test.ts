import { describe, expect, it } from 'vitest';
import { emptyWeightForm, isValidWeight, weightInput } from './weight-form.ts';

describe('isValidWeight', () => {
  it('needs a weight above 0', () => {
    for (const weight of ['', '  ', 0, -3, 'abc', Number.NaN]) expect(isValidWeight(weight)).toBe(false);
    expect(isValidWeight(0.1)).toBe(true);
    expect(isValidWeight('78.6')).toBe(true);
  });
});

describe('weightInput', () => {
  it('sends kg, converting pounds', () => {
    expect(weightInput({ weight: 78.6, date: '' }, 'kg')).toEqual({ weight: 78.6 });
    expect(weightInput({ weight: 176.4, date: '2025-01-05' }, 'lb')).toEqual({ weight: 80.01, date: '2025-01-05' });
  });

  it('starts empty on today', () => {
    expect(emptyWeightForm('2025-01-05')).toEqual({ weight: '', date: '2025-01-05' });
  });
});
