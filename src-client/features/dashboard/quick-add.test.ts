import { describe, expect, it } from 'vitest';
import { QUICK_ADD_EMPTY, quickAddInput, validateQuickAdd } from './quick-add.ts';

describe('validateQuickAdd', () => {
  it('requires a name and calories', () => {
    expect(validateQuickAdd(QUICK_ADD_EMPTY)).toEqual({ foodName: 'Food name is required', calories: 'Calories are required' });
  });

  it('refuses negative and oversized amounts', () => {
    const errors = validateQuickAdd({ ...QUICK_ADD_EMPTY, foodName: 'Soup', calories: 25_000, protein: -1 });
    expect(errors).toEqual({ calories: 'Calories must be at most 20000', protein: 'Protein cannot be negative' });
  });

  it('accepts a name with calories only', () => {
    expect(validateQuickAdd({ ...QUICK_ADD_EMPTY, foodName: 'Soup', calories: 180 })).toEqual({});
  });
});

describe('quickAddInput', () => {
  it('logs one serving, empty macros as 0', () => {
    expect(quickAddInput({ ...QUICK_ADD_EMPTY, foodName: ' Soup ', calories: 180.4, protein: 6.5, mealType: 'lunch' }, '2026-01-02')).toEqual({
      date: '2026-01-02',
      mealType: 'lunch',
      foodName: 'Soup',
      quantity: '1 serving',
      calories: 180,
      protein: 6.5,
      carbs: 0,
      fats: 0,
      dataType: 'local',
    });
  });
});
