import { describe, expect, it } from 'vitest';
import { defaultTarget, targetKindOf } from './report-nutrients.ts';

const fiberAi = { amount: 38, kind: 'AI' as const, limit: null };
const sodium = { amount: 1500, kind: 'AI' as const, limit: 2300 };

describe('default targets', () => {
  it('keep added sugars and saturated fat under 10% of the day\'s calories, in whole grams', () => {
    expect(defaultTarget('addedSugar', null, 2000)).toEqual({ amount: 50, basis: 'DGA' });
    expect(defaultTarget('saturatedFat', null, 2000)).toEqual({ amount: 22, basis: 'DGA' });
    expect(defaultTarget('addedSugar', null, 2746)).toEqual({ amount: 69, basis: 'DGA' });
    expect(defaultTarget('saturatedFat', null, 2746)).toEqual({ amount: 31, basis: 'DGA' });
  });

  it('have no energy share without a calorie target', () => {
    expect(defaultTarget('saturatedFat', null, null)).toEqual({ amount: null, basis: null });
    expect(defaultTarget('addedSugar', null, 0)).toEqual({ amount: null, basis: null });
  });

  it('take sodium\'s risk reduction intake rather than its adequate intake', () => {
    expect(defaultTarget('sodium', sodium, 2000)).toEqual({ amount: 2300, basis: 'CDRR' });
  });

  it('take the AI where there is no RDA, and nothing for total sugars', () => {
    expect(defaultTarget('fiber', fiberAi, 2000)).toEqual({ amount: 38, basis: 'AI' });
    expect(defaultTarget('sugar', null, 2000)).toEqual({ amount: null, basis: null });
    expect(defaultTarget('fiber', null, 2000)).toEqual({ amount: null, basis: null });
  });

  it('are limits for sodium, sugars and saturated fat, intakes for the rest', () => {
    expect(['sodium', 'sugar', 'addedSugar', 'saturatedFat'].map((k) => targetKindOf(k as 'sodium'))).toEqual(['limit', 'limit', 'limit', 'limit']);
    expect(targetKindOf('fiber')).toBe('intake');
    expect(targetKindOf('vitaminC')).toBe('intake');
  });
});
