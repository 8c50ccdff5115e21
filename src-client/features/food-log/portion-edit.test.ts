import { describe, expect, it } from 'vitest';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import { scaleQuantityText } from '../../../src/domain/quantity-scale.ts';
import { portionUpdate } from './portion-edit.ts';

const entry: FoodLogDto = {
  id: 4,
  userId: 'u1',
  date: '2026-01-01',
  mealType: 'breakfast',
  foodName: 'Bananas, raw',
  quantity: '2 medium',
  calories: 210,
  protein: 2.6,
  carbs: 54,
  fats: 0.8,
  fiber: 6.2,
  sugar: null,
  sodium: 2,
  nutrients: {},
  fdcId: null,
  foodId: 7,
  servingSize: '1 medium (118 g)',
  dataType: 'sr_legacy',
  clientId: null,
  createdAt: '2026-01-01T08:00:00Z',
};

describe('scaleQuantityText', () => {
  it('scales a leading amount', () => {
    expect(scaleQuantityText('2 medium', 1.5)).toBe('3 medium');
    expect(scaleQuantityText('1.5 cup, sliced', 0.5)).toBe('0.75 cup, sliced');
    expect(scaleQuantityText('1 × 100 g', 2)).toBe('2 × 100 g');
  });

  it('prefixes text without one and leaves ×1 alone', () => {
    expect(scaleQuantityText('a big bowl', 2)).toBe('2 × a big bowl');
    expect(scaleQuantityText('a big bowl', 1)).toBe('a big bowl');
  });
});

describe('portionUpdate', () => {
  it('scales every number and rounds per spec', () => {
    expect(portionUpdate(entry, 0.5)).toEqual({
      id: 4,
      quantity: '1 medium',
      calories: 105,
      protein: 1.3,
      carbs: 27,
      fats: 0.4,
      fiber: 3.1,
      sugar: null,
      sodium: 1,
    });
  });
});
