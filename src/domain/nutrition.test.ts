import { describe, expect, it } from 'vitest';
import { goalProgress, nutritionForGrams, roundNutrition, scaleNutrition, sumMacros } from './nutrition.ts';

describe('nutrition arithmetic', () => {
  it('rounds calories to whole numbers, macros to one decimal and sodium to whole mg', () => {
    expect(roundNutrition({ calories: 104.6, protein: 1.2849, carbs: 26.95, fats: 0.3333, sodium: 1.6, fiber: 3.06 })).toEqual({
      calories: 105, protein: 1.3, carbs: 27, fats: 0.3, sodium: 2, fiber: 3.1,
    });
  });

  it('scales every value and leaves missing ones missing', () => {
    expect(scaleNutrition({ calories: 100, protein: 2, carbs: 20, fats: 1, fiber: null }, 1.5)).toEqual({
      calories: 150, protein: 3, carbs: 30, fats: 1.5, fiber: null, sugar: undefined, sodium: undefined,
    });
  });

  it('sums entries and gives zeros for none', () => {
    expect(sumMacros([])).toEqual({ calories: 0, protein: 0, carbs: 0, fats: 0 });
    expect(sumMacros([{ calories: 105, protein: 1.3, carbs: 27, fats: 0.4 }, { calories: 72, protein: 6.3, carbs: 0.4, fats: 4.8 }])).toEqual({
      calories: 177, protein: 7.6, carbs: 27.4, fats: 5.2,
    });
  });
});

describe('nutritionForGrams', () => {
  const banana = { calories: 89, protein: 1.09, carbs: 22.84, fats: 0.33, fiber: 2.6, sugar: 12.23, sodium: 1, nutrients: { potassium: 358, vitaminC: 8.7 } };

  it('scales from the numbers per 100 g and rounds once: kcal and sodium whole, the rest to one decimal', () => {
    expect(nutritionForGrams(banana, 118)).toEqual({
      calories: 105, protein: 1.3, carbs: 27, fats: 0.4, fiber: 3.1, sugar: 14.4, sodium: 1, nutrients: { potassium: 422, vitaminC: 10.3 },
    });
  });

  it('gives the same numbers for 250 g however the amount was reached, not a rounded serving scaled again', () => {
    // Scaling a rounded 118 g serving (105 kcal) to 250 g would give 222 kcal; 89 × 2.5 is 222.5 → 223.
    expect(nutritionForGrams(banana, 250).calories).toBe(223);
  });

  it('keeps a nutrient the food gives no value for unknown (null), never zero', () => {
    const n = nutritionForGrams({ calories: 50, protein: 1, carbs: 10, fats: 0, fiber: null, sugar: null, sodium: null }, 200);
    expect(n).toEqual({ calories: 100, protein: 2, carbs: 20, fats: 0, fiber: null, sugar: null, sodium: null, nutrients: {} });
  });
});

describe('goalProgress', () => {
  it('clamps percent, never goes below zero remaining, and counts 98% as reached', () => {
    expect(goalProgress(1960, 2000)).toEqual({ percent: 98, remaining: 40, reached: true });
    expect(goalProgress(1959, 2000).reached).toBe(false);
    expect(goalProgress(2500, 2000)).toEqual({ percent: 100, remaining: 0, reached: true });
    expect(goalProgress(-5, 2000).percent).toBe(0);
    expect(goalProgress(10, 0)).toEqual({ percent: 0, remaining: 0, reached: false });
  });
});
