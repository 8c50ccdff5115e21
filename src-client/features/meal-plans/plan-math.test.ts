import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookHref, dailyAverages, daysFromDuration, difficultyOf, ingredientPreview, mealsForDay, parsePlanLists, plainDays } from './plan-math.ts';

afterEach(() => vi.restoreAllMocks());

describe('daysFromDuration', () => {
  it('reads the first number of the duration text', () => {
    expect(daysFromDuration('5 days')).toBe(5);
    expect(daysFromDuration('A 14-day plan')).toBe(14);
    expect(daysFromDuration('1 day')).toBe(1);
  });
  it('falls back to 7', () => {
    for (const d of [undefined, null, '', 'a week', '0 days']) expect(daysFromDuration(d)).toBe(7);
  });
});

describe('plainDays', () => {
  it('reads the usual wording and an empty one, leaving other wordings as they are', () => {
    expect(plainDays('3 days')).toBe(3);
    expect(plainDays('1 day')).toBe(1);
    expect(plainDays('')).toBe(7);
    expect(plainDays(null)).toBe(7);
    expect(plainDays('A 14-day plan')).toBeUndefined();
    expect(plainDays('0 days')).toBeUndefined();
  });
});

describe('difficultyOf', () => {
  it('knows the levels in any case, and nothing else', () => {
    expect(difficultyOf('Medium')).toBe('medium');
    expect(difficultyOf('hard')).toBe('hard');
    expect(difficultyOf('Tricky')).toBeUndefined();
    expect(difficultyOf('')).toBeUndefined();
  });
});

describe('dailyAverages', () => {
  it('divides the totals by the days of the duration', () => {
    expect(dailyAverages({ duration: '3 days', totalCalories: 6000, totalProtein: 300, totalCarbs: 601, totalFats: 200 })).toEqual({
      calories: 2000,
      protein: 100,
      carbs: 200,
      fats: 67,
    });
  });
  it('divides by 7 when the duration has no number', () => {
    expect(dailyAverages({ totalCalories: 14000, totalProtein: 700, totalCarbs: 1400, totalFats: 490 })).toEqual({
      calories: 2000,
      protein: 100,
      carbs: 200,
      fats: 70,
    });
  });
  it('shows the default daily values for missing totals', () => {
    expect(dailyAverages({ duration: '5 days', totalCalories: null })).toEqual({ calories: 2000, protein: 120, carbs: 200, fats: 70 });
  });
});

describe('parsePlanLists', () => {
  it('parses JSON text and reads name/meal/title and mealType/type', () => {
    const meals = JSON.stringify([
      { day: 1, meal: 'Oats', type: 'breakfast', calories: 400, ingredients: ['oats', 'milk', 3] },
      { day: 2, title: 'Soup', cookingTime: 20 },
      { day: 2, name: 'Curry', mealType: 'Dinner', nutrition: { calories: 600, protein: 30, carbs: 70, fats: 20 } },
    ]);
    const { meals: parsed, shoppingList } = parsePlanLists({ meals, shoppingList: '["Oats", "Milk"]' });
    expect(parsed[0]).toMatchObject({ day: 1, name: 'Oats', type: 'breakfast', mealType: 'breakfast', calories: 400, ingredients: ['oats', 'milk'] });
    expect(parsed[1]).toMatchObject({ name: 'Soup', type: undefined, mealType: undefined, cookingTime: 20 });
    expect(parsed[2]).toMatchObject({ name: 'Curry', type: 'Dinner', mealType: 'dinner', calories: 600, fats: 20 });
    expect(shoppingList).toEqual(['Oats', 'Milk']);
  });
  it('flattens a categorised shopping list into text lines', () => {
    const list = [{ category: 'Produce', items: [{ name: 'Spinach', quantity: '200 g' }, { name: 'Lemon' }] }];
    expect(parsePlanLists({ meals: [], shoppingList: list }).shoppingList).toEqual(['Spinach (200 g)', 'Lemon']);
  });
  it('gives two empty lists when either fails to parse, logging only', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parsePlanLists({ meals: '[{"day": 1}]', shoppingList: '{oops' })).toEqual({ meals: [], shoppingList: [] });
    expect(parsePlanLists({ meals: '{"not": "a list"}' })).toEqual({ meals: [], shoppingList: [] });
    expect(log).toHaveBeenCalledTimes(2);
  });
  it('treats missing lists as empty', () => {
    expect(parsePlanLists({})).toEqual({ meals: [], shoppingList: [] });
  });
});

describe('meal helpers', () => {
  it('filters meals by day', () => {
    const { meals } = parsePlanLists({ meals: [{ day: 1, name: 'A' }, { day: 2, name: 'B' }] });
    expect(mealsForDay(meals, 2).map((m) => m.name)).toEqual(['B']);
    expect(mealsForDay(meals, 3)).toEqual([]);
  });
  it('shows five ingredients and counts the rest', () => {
    expect(ingredientPreview(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], more: 2 });
    expect(ingredientPreview(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
  it('builds the Cook this address', () => {
    expect(cookHref(4, 2, 'dinner')).toBe('/meal-prep?planId=4&day=2&mealType=dinner');
  });
});
