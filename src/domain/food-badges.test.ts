import { describe, expect, it } from 'vitest';
import { foodBadges, isGlutenFree, isVegan, isVegetarian } from './food-badges.ts';

const n = (calories: number, protein: number, carbs: number, fats = 1) => ({ calories, protein, carbs, fats });

describe('foodBadges', () => {
  it('badges a raw banana vegan, low cal and gluten free but not keto', () => {
    expect(foodBadges({ name: 'Bananas, raw', nutrition: n(105, 1.3, 27) })).toEqual(['Vegan', 'Low Cal', 'Gluten Free']);
  });

  it('badges grilled chicken breast high protein and keto, not vegetarian', () => {
    expect(foodBadges({ name: 'Chicken, broilers or fryers, breast, meat only, cooked, roasted', nutrition: n(284, 53, 0, 6) })).toEqual(['Keto', 'High Protein', 'Gluten Free']);
  });

  it('treats eggs and cheese as vegetarian but not vegan', () => {
    expect(foodBadges({ name: 'Egg, whole, cooked, hard-boiled', nutrition: n(78, 6.3, 0.6) })).toEqual(['Vegetarian', 'Keto', 'Low Cal', 'Gluten Free']);
    expect(isVegan('Cheese, cheddar')).toBe(false);
    expect(isVegetarian('Cheese, cheddar')).toBe(true);
  });

  it('applies the thresholds at their edges', () => {
    expect(foodBadges({ name: 'Tofu, firm', nutrition: n(200, 20, 5) })).toEqual(['Vegan', 'Keto', 'High Protein', 'Gluten Free']);
    expect(foodBadges({ name: 'Tofu, firm', nutrition: n(199.9, 19.9, 5.1) })).toEqual(['Vegan', 'Low Cal', 'Gluten Free']);
  });

  it('does not mistake plant milks and nut butters for dairy', () => {
    expect(isVegan('Beverages, almond milk, unsweetened')).toBe(true);
    expect(isVegan('Peanut butter, smooth style')).toBe(true);
    expect(isVegan('Milk, whole, 3.25% milkfat')).toBe(false);
  });

  it('finds gluten by whole words only', () => {
    expect(isGlutenFree('Bread, whole-wheat')).toBe(false);
    expect(isGlutenFree('Buckwheat groats, roasted, cooked')).toBe(true);
    expect(isGlutenFree('Rolls, dinner, gluten-free')).toBe(true);
  });
});
