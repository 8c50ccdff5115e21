import { describe, expect, it } from 'vitest';
import { nutritionForGrams } from '../../../src/domain/nutrition.ts';
import { calculatorAmount, isUsualAmount, logInputFor, loggedFoodName, portionChoices, type CalculatorFood } from './serving-calculator.ts';

// FNDDS 'Apple, raw' portions as USDA lists them; nutrition per the default serving (1 small, 165 g).
const apple: CalculatorFood = {
  id: 7,
  fdcId: 2709215,
  name: 'Apple, raw',
  brand: null,
  servingSize: '1 small (165 g)',
  dataType: 'Survey',
  nutrition: { calories: 86, protein: 0.4, carbs: 22.8, fats: 0.3, fiber: 4, sugar: 17.1, sodium: 2 },
  per100g: { calories: 52, protein: 0.26, carbs: 13.81, fats: 0.17, fiber: 2.4, sugar: 10.39, sodium: 1 },
  portions: [
    { label: '1 small', grams: 165 },
    { label: '1 medium', grams: 200 },
    { label: '1 large', grams: 242 },
    { label: '1 cup', grams: 125 },
    { label: 'Quantity not specified', grams: 200 },
  ],
};
// FNDDS 'Soup, chicken noodle, canned'.
const soup: CalculatorFood = {
  ...apple,
  name: 'Soup, chicken noodle, canned',
  servingSize: '1 cup (245 g)',
  nutrition: { calories: 76, protein: 4, carbs: 9, fats: 2.4, fiber: 0.7, sugar: 1, sodium: 640 },
  per100g: { calories: 31, protein: 1.63, carbs: 3.67, fats: 0.98, fiber: 0.29, sugar: 0.41, sodium: 261 },
  portions: [
    { label: '1 cup', grams: 245 },
    { label: '1 can', grams: 525 },
    { label: 'Quantity not specified', grams: 245 },
  ],
};

const log = (food: CalculatorFood, custom: string, servings = 1) =>
  logInputFor({ food, choice: portionChoices(food)[0]!, servings, customQuantity: custom, mealType: 'lunch', date: '2026-01-02' });

describe('portionChoices', () => {
  it('lists the default serving, every other USDA portion with its grams, then plain grams', () => {
    expect(portionChoices(apple).map((c) => [c.group, c.portionLabel, c.grams])).toEqual([
      ['default', '1 small', 165],
      ['usda', '1 medium', 200],
      ['usda', '1 large', 242],
      ['usda', '1 cup', 125],
      ['usda', 'Quantity not specified', 200],
      ['weight', '100 g', 100],
    ]);
    expect(portionChoices(apple).map((c) => isUsualAmount(c.portionLabel))).toEqual([false, false, false, false, true, false]);
  });

  it('uses 100 g as the default serving of a food without portions', () => {
    expect(portionChoices({ ...apple, portions: [] }).map((c) => [c.group, c.portionLabel, c.grams])).toEqual([['default', '100 g', 100]]);
  });
});

describe('the calculator logs exactly what it shows', () => {
  it.each([
    [apple, '1 large', '1 large', 242],
    [apple, '150 g', '150 g', 150],
    [apple, '2 cups', '2 cups', 250],
    [soup, 'half a can', '1/2 can', 262.5],
  ])('%#: "%s"', (food, typed, quantity, grams) => {
    const shown = calculatorAmount(food, portionChoices(food)[0]!, 1, typed);
    expect(shown).toMatchObject({ quantity, grams, textIgnored: false });
    const input = log(food, typed);
    expect(input.quantity).toBe(quantity);
    expect(input.calories).toBe(nutritionForGrams(food.per100g, grams).calories);
  });

  it('changes the numbers for "1 large", not only the label', () => {
    const plain = log(apple, '');
    const large = log(apple, '1 large');
    expect(large.calories).toBe(Math.round((52 * 242) / 100));
    expect(large.calories).toBeGreaterThan(plain.calories);
    expect(calculatorAmount(apple, portionChoices(apple)[0]!, 1, '1 large').portionUsed).toBe('1 large (242 g) = 242 g');
  });

  it('multiplies the chosen portion by servings when nothing is typed', () => {
    const [, medium] = portionChoices(apple);
    const amount = calculatorAmount(apple, medium!, 1.5);
    expect(amount).toEqual({ grams: 300, quantity: '1 1/2 medium', portionUsed: '1 1/2 × 1 medium (200 g) = 300 g', textIgnored: false });
    expect(logInputFor({ food: apple, choice: medium!, servings: 1.5, mealType: 'breakfast', date: '2026-01-02' })).toMatchObject({
      quantity: '1 1/2 medium',
      calories: 156,
      carbs: 41.4,
      foodId: 7,
      servingSize: '1 small (165 g)',
      dataType: 'Survey',
    });
  });

  it('keeps typed words without an amount as the label and says the numbers are the portion\'s', () => {
    const amount = calculatorAmount(apple, portionChoices(apple)[0]!, 2, ' leftovers ');
    expect(amount).toMatchObject({ quantity: 'leftovers', grams: 330, textIgnored: true });
  });

  it('prefixes the brand', () => {
    expect(loggedFoodName({ name: 'Greek Yogurt', brand: 'Fage' })).toBe('Fage Greek Yogurt');
    expect(loggedFoodName({ name: 'Greek Yogurt', brand: null })).toBe('Greek Yogurt');
  });
});
