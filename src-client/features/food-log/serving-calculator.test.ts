import { describe, expect, it } from 'vitest';
import { logInputFor, loggedFoodName, portionChoices, portionNutrition, type CalculatorFood } from './serving-calculator.ts';

const banana: CalculatorFood = {
  id: 7,
  fdcId: 1105314,
  name: 'Bananas, raw',
  brand: null,
  servingSize: '1 medium (118 g)',
  dataType: 'SR Legacy',
  nutrition: { calories: 105, protein: 1.3, carbs: 27, fats: 0.4, fiber: 3.1, sugar: 14.4, sodium: 1 },
  portions: [
    { label: '1 medium', grams: 118 },
    { label: '1 cup, sliced', grams: 150 },
    { label: '1/2 cup', grams: 59 },
  ],
};

describe('portionChoices', () => {
  it('lists the default serving, the other USDA portions and the keyword sizes', () => {
    const choices = portionChoices(banana);
    expect(choices.map((c) => [c.group, c.label, c.factor])).toEqual([
      ['Default serving', 'Default serving: 1 medium (118 g)', 1],
      ['USDA portions', '1 cup, sliced (150 g)', 150 / 118],
      ['USDA portions', '1/2 cup (59 g)', 0.5],
      ['Household sizes', 'Small (0.7 × default serving)', 0.7],
      ['Household sizes', 'Medium (1 × default serving)', 1],
      ['Household sizes', 'Large (1.3 × default serving)', 1.3],
    ]);
    expect(new Set(choices.map((c) => c.value)).size).toBe(choices.length);
  });

  it('uses 100 g as the default serving of a food without portions', () => {
    const plain = { ...banana, name: 'Quark', servingSize: '100 g', portions: [] };
    expect(portionChoices(plain)).toEqual([{ value: 'default', label: 'Default serving: 100 g', group: 'Default serving', factor: 1, unit: '× 100 g' }]);
  });
});

describe('portionNutrition', () => {
  it('scales by portion and servings, rounding per spec', () => {
    const [, cup] = portionChoices(banana);
    expect(portionNutrition(banana, cup!, 2)).toEqual({ calories: 267, protein: 3.3, carbs: 68.6, fats: 1, fiber: 7.9, sugar: 36.6, sodium: 3 });
  });
});

describe('logInputFor', () => {
  const [medium, , , small] = portionChoices(banana);

  it('builds the create input with a generated quantity', () => {
    expect(logInputFor({ food: banana, choice: medium!, servings: 1.5, mealType: 'breakfast', date: '2026-01-02' })).toEqual({
      date: '2026-01-02',
      mealType: 'breakfast',
      foodName: 'Bananas, raw',
      quantity: '1.5 medium',
      calories: 158,
      protein: 2,
      carbs: 40.5,
      fats: 0.6,
      fiber: 4.7,
      sugar: 21.6,
      sodium: 2,
      fdcId: 1105314,
      foodId: 7,
      servingSize: '1 medium (118 g)',
      dataType: 'SR Legacy',
    });
  });

  it('prefers the custom quantity text and the household unit', () => {
    expect(logInputFor({ food: banana, choice: small!, servings: 2, mealType: 'snack', date: '2026-01-02' }).quantity).toBe('2 small');
    expect(logInputFor({ food: banana, choice: small!, servings: 2, customQuantity: ' two little ones ', mealType: 'snack', date: '2026-01-02' }).quantity).toBe(
      'two little ones',
    );
  });

  it('prefixes the brand', () => {
    expect(loggedFoodName({ name: 'Greek Yogurt', brand: 'Fage' })).toBe('Fage Greek Yogurt');
    expect(loggedFoodName({ name: 'Greek Yogurt', brand: null })).toBe('Greek Yogurt');
  });
});
