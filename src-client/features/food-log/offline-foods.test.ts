import { describe, expect, it } from 'vitest';
import type { CustomFoodDto } from '../../../src/schemas/custom-food.ts';
import type { FoodLogDto } from '../../../src/schemas/food-log.ts';
import type { SavedMealDto } from '../../../src/schemas/saved-meal.ts';
import { offlineFoods } from './offline-foods.ts';

const date = '2026-01-05';
const entry = (id: number, foodName: string, calories: number): FoodLogDto => ({
  id, userId: 'u1', date: '2026-01-04', mealType: 'lunch', foodName, quantity: '1 cup', calories, protein: 1, carbs: 2, fats: 3,
  fiber: null, sugar: null, sodium: null, nutrients: {}, fdcId: null, foodId: 12, servingSize: null, dataType: 'local', clientId: null, createdAt: '2026-01-04T12:00:00Z',
});
const porridge: SavedMealDto = {
  id: 3, name: 'Breakfast bowl', createdAt: '2026-01-01T08:00:00Z', totals: { calories: 400, protein: 20, carbs: 60, fats: 9 },
  items: [{ item: 1, foodName: 'Oatmeal', quantity: '1 cup', calories: 300, protein: 10, carbs: 54, fats: 5, foodId: 40 }, { item: 2, foodName: 'Greek yogurt', quantity: '100 g', calories: 100, protein: 10, carbs: 6, fats: 4, foodId: null }],
};
const bar: CustomFoodDto = {
  id: 77, name: 'Crème brûlée bar', brand: 'Home', barcode: null, servingDescription: '1 bar', servingGrams: 45, calories: 190, protein: 12, carbs: 20, fats: 7,
  fiber: 2, sugar: 9, saturatedFat: null, sodium: 80, nutrients: {},
};
const known = { logs: [entry(2, 'Apple', 95), entry(1, 'Apple', 95), entry(3, 'Brown rice', 216)], savedMeals: [porridge], customFoods: [bar] };

describe('foods offered by an offline search', () => {
  it('finds recent foods once each, saved meals by their name or an item, and custom foods without minding accents', () => {
    expect(offlineFoods('apple', known, date, 'snack').map((f) => [f.kind, f.name])).toEqual([['recent', 'Apple']]);
    expect(offlineFoods('yogurt', known, date, 'snack').map((f) => [f.kind, f.name])).toEqual([['saved', 'Breakfast bowl']]);
    expect(offlineFoods('creme bar', known, date, 'snack').map((f) => [f.kind, f.name])).toEqual([['custom', 'Crème brûlée bar']]);
    expect(offlineFoods('pizza', known, date, 'snack')).toEqual([]);
  });

  it('logs to the chosen day and meal: a recent food as it was, a saved meal item by item, a custom food one serving', () => {
    const [recent] = offlineFoods('rice', known, date, 'dinner');
    expect(recent!.entries).toEqual([expect.objectContaining({ date, mealType: 'dinner', foodName: 'Brown rice', quantity: '1 cup', calories: 216, foodId: 12 })]);
    const [saved] = offlineFoods('bowl', known, date, 'breakfast');
    expect(saved!.entries.map((e) => [e.foodName, e.quantity, e.calories, e.mealType])).toEqual([['Oatmeal', '1 cup', 300, 'breakfast'], ['Greek yogurt', '100 g', 100, 'breakfast']]);
    const [custom] = offlineFoods('bar', known, date, 'snack');
    expect(custom!.entries).toEqual([expect.objectContaining({ foodName: 'Crème brûlée bar', quantity: '1 bar', grams: 45, calories: 190, foodId: 77 })]);
  });
});
