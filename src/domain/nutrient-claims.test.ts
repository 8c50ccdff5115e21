import { describe, expect, it } from 'vitest';
import { foodClaims, type ReferenceAmounts } from './nutrient-claims.ts';

const per100g = (over: Partial<ReferenceAmounts>): ReferenceAmounts => ({
  calories: 0, protein: 0, fats: 0, saturatedFat: 0, cholesterol: 0, sodium: 0, sugar: 0, fiber: 0, ...over,
});

describe('foodClaims', () => {
  it('gives a 12 fl oz can of cola no low calorie claim: 158 kcal per 360 mL', () => {
    const cola = per100g({ calories: 42, sugar: 10, sodium: 4 });
    expect(foodClaims(cola, { grams: 377, small: false })).not.toContain('lowCalorie');
  });

  it('puts low calorie at 40 kcal per reference amount, and per 50 g for a small one', () => {
    expect(foodClaims(per100g({ calories: 47 }), { grams: 85, small: false })).toContain('lowCalorie');
    expect(foodClaims(per100g({ calories: 48 }), { grams: 85, small: false })).not.toContain('lowCalorie');
    // 15 g of a 200 kcal/100 g food is 30 kcal, but 50 g is 100 kcal.
    expect(foodClaims(per100g({ calories: 200 }), { grams: 15, small: true })).not.toContain('lowCalorie');
  });

  it('calls a food high in protein at 20% of the 50 g daily value, a good source at 10%', () => {
    expect(foodClaims(per100g({ protein: 25 }), { grams: 40, small: false })).toEqual(expect.arrayContaining(['goodSourceProtein', 'highProtein']));
    expect(foodClaims(per100g({ protein: 24 }), { grams: 40, small: false })).not.toContain('highProtein');
    expect(foodClaims(per100g({ protein: 24 }), { grams: 40, small: false })).toContain('goodSourceProtein');
  });

  it('puts fiber claims at 2.8 g and 5.6 g, sodium at 140 mg and 35 mg', () => {
    expect(foodClaims(per100g({ fiber: 6.3 }), { grams: 90, small: false })).toEqual(expect.arrayContaining(['goodSourceFiber', 'highFiber']));
    expect(foodClaims(per100g({ fiber: 3 }), { grams: 90, small: false })).not.toContain('goodSourceFiber');
    expect(foodClaims(per100g({ sodium: 150 }), { grams: 90, small: false })).toEqual(expect.arrayContaining(['lowSodium']));
    expect(foodClaims(per100g({ sodium: 150 }), { grams: 90, small: false })).not.toContain('veryLowSodium');
  });

  it('makes no claim on a nutrient USDA gives no value for', () => {
    const claims = foodClaims(per100g({ sodium: null, fiber: null, sugar: null, saturatedFat: null }), { grams: 100, small: false });
    expect(claims).not.toContain('lowSodium');
    expect(claims).not.toContain('sugarFree');
    expect(claims).not.toContain('lowSaturatedFat');
  });
});
