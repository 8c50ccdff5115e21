import { describe, expect, it } from 'vitest';
import type { ParsedFood } from '../../../src/schemas/ai.ts';
import type { CalculatorFood } from './serving-calculator.ts';
import { editedVoiceFood } from './voice-edit.ts';

const said: ParsedFood = {
  name: 'Apple juice', query: 'apple', quantity: '1 cup', grams: 248, portion: '1 cup (248 g) = 248 g', mealType: 'snack', confidence: 0.6,
  foodId: 9, fdcId: null, servingSize: '1 cup', dataType: 'Survey', nutrition: { calories: 114, protein: 0.2, carbs: 28, fats: 0.3, fiber: 0.5, sugar: 24, sodium: 10 },
};

const apple: CalculatorFood = {
  id: 3, fdcId: 1102644, name: 'Apple, raw', brand: null, servingSize: '1 medium', dataType: 'Survey',
  nutrition: { calories: 95, protein: 0.5, carbs: 25, fats: 0.3, fiber: 4.4, sugar: 19, sodium: 2 },
  per100g: { calories: 52, protein: 0.26, carbs: 13.81, fats: 0.17, fiber: 2.4, sugar: 10.39, sodium: 1 },
  portions: [{ label: '1 medium', grams: 182 }, { label: '1 large', grams: 223 }],
};

describe('editing a recognised food before logging', () => {
  it('takes another food and an amount through its own portions, with numbers for that amount', () => {
    const edited = editedVoiceFood(said, apple, '2 large');
    expect(edited).toMatchObject({ name: 'Apple, raw', foodId: 3, quantity: '2 large', grams: 446, confidence: 1, mealType: 'snack' });
    expect(edited.nutrition.calories).toBe(Math.round((52 * 446) / 100));
  });

  it('keeps the default serving when the text has no amount', () => {
    expect(editedVoiceFood(said, apple, 'some')).toMatchObject({ grams: 182 });
  });
});
