import { describe, expect, it } from 'vitest';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import { recentFoods, relogInput } from './recent-foods.ts';

const log = (id: number, foodName: string, extra: Partial<FoodLogDto> = {}): FoodLogDto => ({
  id,
  userId: 'u1',
  date: '2026-01-01',
  mealType: 'lunch',
  foodName,
  quantity: '1 medium',
  calories: 105,
  protein: 1.3,
  carbs: 27,
  fats: 0.4,
  fiber: 3.1,
  sugar: null,
  sodium: 1,
  nutrients: { vitaminC: 10.3 },
  fdcId: 99,
  foodId: 7,
  servingSize: '1 medium (118 g)',
  dataType: 'sr_legacy',
  clientId: null,
  createdAt: '2026-01-01T10:00:00Z',
  ...extra,
});

describe('recentFoods', () => {
  it('keeps the first 5 distinct names in list order', () => {
    const logs = ['Banana', 'Rice', 'Banana', 'Egg', 'Toast', 'Rice', 'Milk', 'Tea', 'Coffee'].map((name, i) => log(i + 1, name));
    expect(recentFoods(logs).map((l) => [l.id, l.foodName])).toEqual([
      [1, 'Banana'],
      [2, 'Rice'],
      [4, 'Egg'],
      [5, 'Toast'],
      [7, 'Milk'],
    ]);
    expect(recentFoods([])).toEqual([]);
  });
});

describe('relogInput', () => {
  it("copies the entry's numbers to the chosen meal and day", () => {
    expect(relogInput(log(1, 'Banana'), 'snack', '2026-01-05')).toEqual({
      date: '2026-01-05',
      mealType: 'snack',
      foodName: 'Banana',
      quantity: '1 medium',
      calories: 105,
      protein: 1.3,
      carbs: 27,
      fats: 0.4,
      fiber: 3.1,
      sugar: null,
      sodium: 1,
      nutrients: { vitaminC: 10.3 },
      fdcId: 99,
      foodId: 7,
      servingSize: '1 medium (118 g)',
      dataType: 'sr_legacy',
    });
  });

  it('logs an entry whose quantity holds no amount again as its numbers, not as an amount of its food', () => {
    expect(relogInput(log(1, 'Banana', { quantity: 'leftovers' }), 'snack', '2026-01-05')).toMatchObject({ foodId: null, calories: 105 });
  });

  it('drops a data type the server would refuse', () => {
    expect(relogInput(log(1, 'Banana', { dataType: 'other' }), 'snack', '2026-01-05')).not.toHaveProperty('dataType');
  });
});
