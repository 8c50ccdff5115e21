import { describe, expect, it } from 'vitest';
import { emptyWeightForm, validateWeightForm, weightInput } from './weight-form.ts';

describe('validateWeightForm', () => {
  it('needs a weight above 0', () => {
    for (const weight of ['', '  ', 0, -3, 'abc', Number.NaN]) {
      expect(validateWeightForm({ weight, date: '' })).toEqual({ weight: 'Please enter a valid weight.' });
    }
    expect(validateWeightForm({ weight: 0.1, date: '' })).toEqual({});
    expect(validateWeightForm({ weight: '78.6', date: '' })).toEqual({});
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
