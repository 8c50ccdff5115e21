import { describe, expect, it } from 'vitest';
import { benefits, confidenceFor, deltas, dietToKeep, isHealthier, isProteinSource, keepGlutenFree, keepMeatlessKind, keepsDiet, lowerCarbOfKind, qualifies, reasoningFor, swapKind, type SwapNumbers } from './swap-rules.ts';
import { swapTip } from './swap-tips.ts';
import { sayIn, sayInEnglish } from '../advice/say.ts';

const n = (o: Partial<SwapNumbers>): SwapNumbers => ({ calories: 300, protein: 10, carbs: 30, fats: 12, fiber: 2, sugar: 5, sodium: 500, saturatedFat: 4, ...o });
const pizza = n({ calories: 317, protein: 13.6, carbs: 36, fats: 12, sodium: 700, saturatedFat: 5 });

describe('swap rules', () => {
  it('computes deltas as swap minus original, calories and sodium whole', () => {
    expect(deltas(pizza, n({ calories: 210.6, protein: 30.04, sodium: 400.4 }))).toMatchObject({ calories: -106, protein: 16.4, sodium: -300, carbs: -6 });
  });

  it('applies the spec healthier rule: calories not up and protein not down', () => {
    expect(isHealthier(deltas(pizza, n({ calories: 317, protein: 13.6 })))).toBe(true);
    expect(isHealthier(deltas(pizza, n({ calories: 318, protein: 40 })))).toBe(false);
    expect(isHealthier(deltas(pizza, n({ calories: 100, protein: 13.5 })))).toBe(false);
  });

  it('asks a healthier swap for a real improvement, not equal numbers', () => {
    expect(qualifies('healthier', deltas(pizza, pizza), pizza, 150)).toBe(false);
    expect(qualifies('healthier', deltas(pizza, n({ ...pizza, calories: 290 })), pizza, 150)).toBe(true);
    expect(qualifies('healthier', deltas(pizza, n({ ...pizza, fiber: 6 })), pizza, 150)).toBe(true);
    expect(qualifies('healthier', deltas(pizza, n({ ...pizza, calories: 310 })), pizza, 150)).toBe(false);
  });

  it('measures the improvement against the original, so a slice of bread or cheese can gain too', () => {
    const bread = n({ calories: 75, protein: 2.6, carbs: 14, fats: 1, fiber: 0.6, sugar: 1.5, sodium: 126, saturatedFat: 0.2 });
    expect(qualifies('healthier', deltas(bread, n({ ...bread, calories: 72, protein: 2.9, fiber: 1.7 })), bread, 150)).toBe(true);
    const cheddar = n({ calories: 69, protein: 4, carbs: 0.4, fats: 5.8, fiber: 0, sugar: 0, sodium: 111, saturatedFat: 3.3 });
    expect(qualifies('healthier', deltas(cheddar, n({ ...cheddar, calories: 65, protein: 5.8 })), cheddar, 150)).toBe(true);
    expect(qualifies('healthier', deltas(cheddar, n({ ...cheddar, calories: 67, protein: 4.3 })), cheddar, 150)).toBe(false);
  });

  it('keeps every type within maxCalorieDifference', () => {
    const salad = n({ calories: 120, protein: 20, carbs: 8 });
    for (const type of ['healthier', 'lower-calorie', 'higher-protein', 'lower-carb'] as const) {
      expect(qualifies(type, deltas(pizza, salad), pizza, 150)).toBe(false); // 197 kcal less is too far
      expect(qualifies(type, deltas(pizza, salad), pizza, 250)).toBe(true);
    }
  });

  it('does not count a protein gain bought with many more calories', () => {
    expect(qualifies('higher-protein', deltas(pizza, n({ calories: 460, protein: 30 })), pizza, 150)).toBe(false);
    expect(qualifies('lower-carb', deltas(pizza, n({ calories: 450, carbs: 5 })), pizza, 150)).toBe(false);
    expect(qualifies('lower-calorie', deltas(pizza, n({ calories: 310 })), pizza, 150)).toBe(false);
  });

  it('asks a lower-carb food of the same kind to take less of its energy from carbs, not to hold more water', () => {
    const rice = n({ calories: 205, protein: 4.3, carbs: 44.5, fats: 0.4, fiber: 0.6 });
    const congee = n({ calories: 110, protein: 2.2, carbs: 23.8, fats: 0.2, fiber: 0.3 });
    const wildRiceWithFat = n({ calories: 168, protein: 5.5, carbs: 29.9, fats: 4.1, fiber: 2.7 });
    const chickpeaPasta = n({ calories: 190, protein: 11, carbs: 32, fats: 3, fiber: 8 });
    expect(qualifies('lower-carb', deltas(rice, congee), rice, 150)).toBe(true);
    expect(lowerCarbOfKind(rice, congee)).toBe(false);
    // Fat added in cooking lowers the carb share of energy; the grain is no less a carb food.
    expect(lowerCarbOfKind(rice, wildRiceWithFat)).toBe(false);
    expect(lowerCarbOfKind(rice, chickpeaPasta)).toBe(true);
  });

  it('lets a food that is no protein source lose some protein for a healthier swap, not pizza', () => {
    const chocolate = n({ calories: 235, protein: 3.4, carbs: 26, fats: 13, fiber: 1.5, sugar: 23, sodium: 35, saturatedFat: 8 });
    const strawberries = n({ calories: 49, protein: 1, carbs: 11.7, fats: 0.5, fiber: 3, sugar: 7.4, sodium: 2, saturatedFat: 0 });
    expect(qualifies('healthier', deltas(chocolate, strawberries), chocolate, 200)).toBe(true);
    expect(isHealthier(deltas(chocolate, strawberries))).toBe(false);
    expect(qualifies('healthier', deltas(pizza, n({ ...pizza, calories: 250, protein: 10 })), pizza, 150)).toBe(false);
  });

  it('reads who eats a food for its protein from its WWEIA group: milk does, a tortilla does not', () => {
    const flourTortilla = n({ calories: 138, protein: 3.7, carbs: 22.2, fats: 3.6, fiber: 1.2, sugar: 1, sodium: 330, saturatedFat: 1.4 });
    const cornTortilla = n({ calories: 61, protein: 1.6, carbs: 12.5, fats: 0.8, fiber: 1.8, sugar: 0.2, sodium: 28, saturatedFat: 0.1 });
    expect(isProteinSource(flourTortilla, 4208)).toBe(false);
    expect(isProteinSource(flourTortilla, null)).toBe(true);
    expect(qualifies('healthier', deltas(flourTortilla, cornTortilla), flourTortilla, 150, false)).toBe(true);
    expect(qualifies('healthier', deltas(flourTortilla, cornTortilla), flourTortilla, 150, true)).toBe(false);
    expect(isProteinSource(flourTortilla, 1206)).toBe(true);
  });

  it('counts a fall of a few tenths of a gram of protein as none: skim milk for chocolate milk', () => {
    const chocolateMilk = n({ calories: 161, protein: 8.5, carbs: 27.3, fats: 2.5, fiber: 1, sugar: 25, sodium: 160, saturatedFat: 1.5 });
    const skim = n({ calories: 83, protein: 8.3, carbs: 12, fats: 0.2, fiber: 0, sugar: 12.5, sodium: 91, saturatedFat: 0.1 });
    expect(qualifies('healthier', deltas(chocolateMilk, skim), chocolateMilk, 150, true)).toBe(true);
    expect(qualifies('healthier', deltas(chocolateMilk, { ...skim, protein: 1 }), chocolateMilk, 150, true)).toBe(false);
  });

  it('keeps protein for a lighter swap with as large a share of its energy from protein: a thin-crust slice', () => {
    expect(qualifies('healthier', deltas(pizza, n({ ...pizza, calories: 229, protein: 9.8, carbs: 25 })), pizza, 150, true)).toBe(true);
    expect(qualifies('healthier', deltas(pizza, n({ ...pizza, calories: 229, protein: 8, carbs: 25 })), pizza, 150, true)).toBe(false);
  });

  it('does not call healthier a swap that trades calories for much more sodium or saturated fat', () => {
    expect(qualifies('healthier', deltas(pizza, n({ ...pizza, calories: 280, sodium: 900 })), pizza, 150)).toBe(false);
    expect(qualifies('healthier', deltas(pizza, n({ ...pizza, calories: 280, saturatedFat: 7 })), pizza, 150)).toBe(false);
    expect(qualifies('healthier', deltas(pizza, n({ ...pizza, calories: 280, sodium: 720 })), pizza, 150)).toBe(true);
  });

  it('lists at most 3 gains in numbers per portion, the asked type first', () => {
    const d = deltas(pizza, n({ calories: 197, protein: 22.6, carbs: 10, fiber: 5, sodium: 300, saturatedFat: 1, fats: 4 }));
    expect(benefits('lower-carb', d, 'slice')).toEqual(['−26 g carbs per slice', '−120 kcal per slice', '+9 g protein per slice']);
    expect(benefits('healthier', d, 'slice')).toHaveLength(3);
    expect(benefits('healthier', deltas(pizza, pizza), 'slice')).toEqual([]);
  });

  it('gives confidence in 0-100 and a reasoning with both foods’ numbers', () => {
    expect(confidenceFor({ originalFromDatabase: true, difficulty: 'easy', score: 99 })).toBe(95);
    expect(confidenceFor({ originalFromDatabase: false, difficulty: 'adventurous', score: -9 })).toBe(30);
    const text = reasoningFor(
      { name: 'Pizza, cheese, thin crust', serving: '1 slice (80 g)', numbers: n({ calories: 210, protein: 9 }) },
      { name: 'Pizza, cheese', serving: '1 slice (107 g)', numbers: pizza },
      ['−107 kcal per slice'],
    );
    expect(text).toBe('Pizza, cheese, thin crust (1 slice (80 g), 210 kcal, 9 g protein) against Pizza, cheese (1 slice (107 g), 317 kcal, 13.6 g protein): −107 kcal per slice.');
  });

  it('names the kind of food by where its energy comes from', () => {
    expect(swapKind(n({ calories: 165, protein: 31, carbs: 0, fats: 3.6, fiber: 0 }))).toBe('protein');
    expect(swapKind(n({ calories: 123, protein: 2.7, carbs: 25.6, fats: 1, fiber: 1.6 }))).toBe('carb');
    expect(swapKind(n({ calories: 25, protein: 1.9, carbs: 5, fats: 0.3, fiber: 2 }))).toBe('vegetable');
    expect(swapKind(n({ calories: 884, protein: 0, carbs: 0, fats: 100, fiber: 0 }))).toBe('other');
  });
});

describe('keepsDiet', () => {
  const vegan = { vegan: true, vegetarian: true, glutenFree: true };
  const cheese = { vegan: false, vegetarian: true, glutenFree: true };
  const meat = { vegan: false, vegetarian: false, glutenFree: true };
  it('never gives a vegetarian food a meat swap, and keeps vegan vegan', () => {
    expect(keepsDiet(cheese, meat)).toBe(false);
    expect(keepsDiet(vegan, cheese)).toBe(false);
    expect(keepsDiet(meat, vegan)).toBe(true);
    expect(keepsDiet(cheese, cheese)).toBe(true);
  });

  it('keeps the diet the person eats to as well as the food\'s', () => {
    expect(dietToKeep(meat, 'vegetarian')).toEqual({ vegan: false, vegetarian: true, glutenFree: true });
    expect(dietToKeep(meat, 'vegan')).toEqual({ vegan: true, vegetarian: true, glutenFree: true });
    expect(dietToKeep(cheese, 'keto')).toEqual(cheese);
    expect(dietToKeep(vegan, null)).toEqual(vegan);
  });

  it('keeps a gluten-free food gluten-free when any gluten-free swap qualifies', () => {
    const wheat = { ...meat, glutenFree: false };
    const self = (d: typeof meat) => d;
    expect(keepGlutenFree(meat, [wheat, meat], self)).toEqual([meat]);
    expect(keepGlutenFree(meat, [wheat], self)).toEqual([wheat]);
    expect(keepGlutenFree(wheat, [wheat, meat], self)).toEqual([wheat, meat]);
  });

  it('makes the swaps of a family default with a meatless kind meatless when any meatless swap qualifies', () => {
    const beans = { ...meat, vegetarian: true };
    const self = (d: typeof meat) => d;
    expect(keepMeatlessKind(true, [meat, beans], self)).toEqual([beans]);
    expect(keepMeatlessKind(true, [meat], self)).toEqual([meat]);
    expect(keepMeatlessKind(false, [meat, beans], self)).toEqual([meat, beans]);
  });
});

describe('swap tips', () => {
  it('has a fun fact by the food’s category, and only a cooking tip for a food with no known fact', () => {
    expect(swapTip('Chicken, whole pieces', 'protein', sayInEnglish).cookingTip).toMatch(/74 °C/);
    expect(swapTip('Rice', 'carb', sayInEnglish).funFact).toMatch(/rice|starch/i);
    expect(swapTip('Margarine', 'other', sayInEnglish).funFact).toMatch(/tablespoon/);
    expect(swapTip('Broccoli', 'vegetable', sayInEnglish).funFact).toMatch(/50 kcal per cup/);
    expect(swapTip(null, 'other', sayInEnglish)).toEqual({ funFact: '', cookingTip: expect.stringMatching(/herbs/) });
  });

  it('are said in the reader’s language, numbers written as it writes them', () => {
    expect(swapTip('Chicken, whole pieces', 'protein', sayIn('es')).cookingTip).toMatch(/salmuera.*74 °C/);
    expect(swapTip(null, 'other', sayIn('de')).cookingTip).toMatch(/Kräutern/);
    const d = deltas(pizza, n({ calories: 197, protein: 22.6, carbs: 10, fiber: 5, sodium: 300, saturatedFat: 1, fats: 4 }));
    expect(benefits('lower-carb', d, 'Scheibe', sayIn('de'))).toEqual(['−26 g Kohlenhydrate pro Scheibe', '−120 kcal pro Scheibe', '+9 g Eiweiß pro Scheibe']);
    const text = reasoningFor({ name: 'A', serving: '1 taza (80 g)', numbers: n({ calories: 1210, protein: 9.5 }) }, { name: 'B', serving: '1 taza (107 g)', numbers: pizza }, [], sayIn('es'));
    expect(text).toBe('A (1 taza (80 g), 1210 kcal, 9,5 g de proteína) frente a B (1 taza (107 g), 317 kcal, 13,6 g de proteína).');
  });
});
