import { describe, expect, it } from 'vitest';
import { dietFromFlags, foodBadges, isGlutenFree, isVegan, isVegetarian, netCarbEnergyShare } from './food-badges.ts';

const per100g = (calories: number, protein: number, carbs: number, fiber: number | null = 0) => ({ calories, protein, carbs, fiber });
const plant = { vegan: true, vegetarian: true, glutenFree: true };
const dairy = { vegan: false, vegetarian: true, glutenFree: true };

describe('foodBadges', () => {
  it('badges a raw banana vegan, low cal and gluten free but not keto', () => {
    expect(foodBadges({ per100g: per100g(89, 1.1, 22.8, 2.6), diet: plant })).toEqual(['Vegan', 'Low Cal', 'Gluten Free']);
  });

  it('does not badge banana chips keto: most of their energy is net carbs', () => {
    // USDA SR 09016: 519 kcal, 58.4 g carbs, 7.7 g fibre per 100 g.
    expect(foodBadges({ per100g: per100g(519, 2.3, 58.4, 7.7), diet: plant })).not.toContain('Keto');
  });

  it('badges roasted chicken breast keto and high protein, not vegetarian', () => {
    expect(foodBadges({ per100g: per100g(165, 31, 0), diet: { vegan: false, vegetarian: false, glutenFree: true } })).toEqual(['Keto', 'High Protein', 'Low Cal', 'Gluten Free']);
  });

  it('counts fibre out of the carbs: avocado is keto, cheddar too, bread is not', () => {
    expect(foodBadges({ per100g: per100g(160, 2, 8.5, 6.7), diet: plant })).toContain('Keto');
    expect(foodBadges({ per100g: per100g(403, 24.9, 1.3), diet: dairy })).toEqual(['Vegetarian', 'Keto', 'High Protein', 'Gluten Free']);
    expect(foodBadges({ per100g: per100g(266, 8.9, 49, 2.7), diet: { ...plant, glutenFree: false } })).toEqual(['Vegan']);
  });

  it('puts the keto line at a tenth of energy from net carbs', () => {
    expect(netCarbEnergyShare(per100g(400, 10, 10))).toBe(0.1);
    expect(foodBadges({ per100g: per100g(400, 10, 10), diet: plant })).toContain('Keto');
    expect(foodBadges({ per100g: per100g(400, 10, 10.1), diet: plant })).not.toContain('Keto');
    expect(netCarbEnergyShare(per100g(0, 0, 0, null))).toBe(0);
  });

  it('takes vegan and vegetarian from the diet facts, not the name', () => {
    expect(foodBadges({ per100g: per100g(105, 2.9, 17), diet: { vegan: false, vegetarian: true, glutenFree: false } })[0]).toBe('Vegetarian');
  });
});

describe('diet facts', () => {
  it('reads the flags: vegan and vegetarian are claims, gluten says it has some', () => {
    expect(dietFromFlags(['vegetarian', 'egg'])).toEqual({ vegan: false, vegetarian: true, glutenFree: true });
    expect(dietFromFlags(['vegan', 'vegetarian', 'gluten'])).toEqual({ vegan: true, vegetarian: true, glutenFree: false });
    expect(dietFromFlags([])).toEqual({ vegan: false, vegetarian: false, glutenFree: true });
  });
});

describe('name words, for the search filters', () => {
  it('treats eggs and cheese as vegetarian but not vegan', () => {
    expect(isVegan('Cheese, cheddar')).toBe(false);
    expect(isVegetarian('Cheese, cheddar')).toBe(true);
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
