import { describe, expect, it } from 'vitest';
import { QUICK_ADD_EMPTY, quickAddRequest, validateQuickAdd } from './quick-add.ts';

const day = '2026-01-02';

describe('validateQuickAdd', () => {
  it('requires calories only', () => {
    expect(validateQuickAdd(QUICK_ADD_EMPTY, day)).toEqual({ calories: { kind: 'required' } });
    expect(validateQuickAdd({ ...QUICK_ADD_EMPTY, calories: 180 }, day)).toEqual({});
  });

  it('refuses negative and oversized amounts, and macros worth far more than the calories', () => {
    expect(validateQuickAdd({ ...QUICK_ADD_EMPTY, calories: 25_000, protein: -1, carbs: 2000 }, day)).toEqual({
      calories: { kind: 'atMost', limit: 10_000 },
      protein: { kind: 'negative' },
      carbs: { kind: 'atMost', limit: 1000 },
    });
    expect(validateQuickAdd({ ...QUICK_ADD_EMPTY, calories: 0.5 }, day)).toEqual({ calories: { kind: 'atLeast', limit: 1 } });
    expect(validateQuickAdd({ ...QUICK_ADD_EMPTY, calories: 100, fats: 20 }, day)).toEqual({
      calories: { kind: 'tooMuchEnergy', energy: 180, calories: 100 },
    });
    expect(validateQuickAdd({ ...QUICK_ADD_EMPTY, calories: 100, fats: 13 }, day)).toEqual({});
  });
});

describe('quickAddRequest', () => {
  it('leaves out empty macros and an empty label', () => {
    expect(quickAddRequest({ ...QUICK_ADD_EMPTY, label: ' Soup ', calories: 180, protein: 6.5, mealType: 'lunch' }, day)).toEqual({
      date: day,
      mealType: 'lunch',
      label: 'Soup',
      calories: 180,
      protein: 6.5,
      carbs: undefined,
      fats: undefined,
    });
    expect(quickAddRequest({ ...QUICK_ADD_EMPTY, calories: 90 }, day)).not.toHaveProperty('label');
  });
});
