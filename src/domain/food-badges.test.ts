import { describe, expect, it } from 'vitest';
import { allergenFree, dietFacts, foodBadges, netCarbEnergyShare, type BadgeFacts } from './food-badges.ts';

const food = (over: Partial<BadgeFacts> = {}): BadgeFacts => ({
  name: 'Banana, raw',
  flags: ['vegan', 'vegetarian'],
  flagsFrom: 'ingredients',
  wweia: 6004,
  alcohol: 0,
  per100g: { calories: 89, carbs: 22.8, fiber: 2.6 },
  claims: [],
  ...over,
});

describe('foodBadges', () => {
  it('badges a raw banana vegan and gluten free, and shows its FDA claims', () => {
    expect(foodBadges(food({ claims: ['lowFat', 'lowSodium'] }))).toEqual(['Vegan', 'Gluten Free', 'Low Fat', 'Low Sodium']);
  });

  it('shows Low Cal, High Protein and High Fiber only from the claims per reference amount', () => {
    // Cola is 42 kcal per 100 g but 158 kcal per 360 mL: no low calorie claim, so no badge.
    expect(foodBadges(food({ name: 'Soft drink, cola', wweia: 7202, per100g: { calories: 42, carbs: 10.4, fiber: 0 } }))).not.toContain('Low Cal');
    expect(foodBadges(food({ claims: ['lowCalorie', 'highProtein', 'highFiber'] }))).toEqual(expect.arrayContaining(['Low Cal', 'High Protein', 'High Fiber']));
  });

  it('gives an alcoholic drink no diet badge and no keto', () => {
    const whiskeyAndSoda = food({ name: 'Whiskey and soda', wweia: 7506, alcohol: 8.5, per100g: { calories: 59, carbs: 0, fiber: 0 } });
    expect(foodBadges(whiskeyAndSoda)).toEqual([]);
    expect(foodBadges({ ...whiskeyAndSoda, alcohol: null })).toEqual([]);
  });

  it('gives a custom food without ingredients no diet badge, and nothing a name alone establishes', () => {
    const bar = food({ name: 'Protein bar', flags: [], flagsFrom: null, wweia: null, per100g: { calories: 380, carbs: 40, fiber: 5 } });
    expect(foodBadges(bar)).toEqual([]);
    expect(dietFacts({ ...bar, flags: ['vegetarian'], flagsFrom: 'name' })).toEqual({ vegan: false, vegetarian: false, glutenFree: false, dairyFree: false });
  });

  it('never calls oats or a bar gluten free unless the food says so', () => {
    expect(dietFacts(food({ name: 'Oatmeal, regular or quick, made with water, no added fat', wweia: 4802 })).glutenFree).toBe(false);
    expect(dietFacts(food({ name: 'Nutrition bar (Clif Bar)', wweia: 5404 })).glutenFree).toBe(false);
    expect(dietFacts(food({ name: 'Oats, gluten-free, rolled', wweia: 4802 })).glutenFree).toBe(true);
  });

  it('badges a vegetarian food dairy free only when its facts have no milk', () => {
    expect(foodBadges(food({ name: 'Egg, whole, boiled', flags: ['vegetarian', 'egg'], wweia: 2502, per100g: { calories: 143, carbs: 0.7, fiber: 0 } }))).toEqual(['Vegetarian', 'Gluten Free', 'Dairy Free', 'Keto']);
    expect(foodBadges(food({ name: 'Cheese, Cheddar', flags: ['vegetarian', 'dairy'], wweia: 1602, per100g: { calories: 409, carbs: 2.4, fiber: 0 } }))).toEqual(['Vegetarian', 'Gluten Free', 'Keto']);
  });

  it('puts the keto line at a tenth of energy from net carbs', () => {
    expect(netCarbEnergyShare({ calories: 400, carbs: 10, fiber: 0 })).toBe(0.1);
    expect(netCarbEnergyShare({ calories: 0, carbs: 0, fiber: null })).toBe(0);
    expect(foodBadges(food({ per100g: { calories: 400, carbs: 10.1, fiber: 0 } }))).not.toContain('Keto');
  });
});

describe('allergenFree', () => {
  it('lists the allergens the established facts rule out, nuts counting peanuts', () => {
    expect(allergenFree(food({ name: 'Peanut butter', flags: ['vegan', 'vegetarian', 'peanut'], wweia: 2804 }))).toEqual(['gluten', 'dairy', 'soy', 'egg', 'fish', 'shellfish', 'sesame']);
    expect(allergenFree(food({ flagsFrom: null }))).toEqual([]);
    expect(allergenFree(food({ name: 'Nutrition bar (Clif Bar)', wweia: 5404 }))).not.toContain('gluten');
  });
});
