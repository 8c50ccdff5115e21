import { describe, expect, it } from 'vitest';
import { compatibleCategories, difficultyFor, familyOf, headWords, namesOriginal, swapKind } from './swap-categories.ts';
import { benefits, confidenceFor, deltas, isHealthier, qualifies, reasoningFor, type SwapNumbers } from './swap-rules.ts';
import { swapTip } from './swap-tips.ts';

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

  it('lists at most 3 benefits from the numbers, the asked type first', () => {
    const d = deltas(pizza, n({ calories: 197, protein: 22.6, carbs: 10, fiber: 5, sodium: 300, saturatedFat: 1, fats: 4 }));
    expect(benefits('lower-carb', d)).toEqual(['Cuts 26 g carbs', 'Saves 120 kcal per serving', 'Adds 9 g protein']);
    expect(benefits('healthier', d)).toHaveLength(3);
    expect(benefits('healthier', deltas(pizza, pizza))).toEqual([]);
  });

  it('gives confidence in 0-100 and a reasoning with both foods’ numbers', () => {
    expect(confidenceFor({ originalFromDatabase: true, difficulty: 'easy', score: 99 })).toBe(95);
    expect(confidenceFor({ originalFromDatabase: false, difficulty: 'adventurous', score: -9 })).toBe(30);
    const text = reasoningFor('Chicken breast', '1 breast (130 g)', 'pizza', pizza, n({ calories: 250, protein: 34 }), ['Saves 67 kcal per serving'], 'moderate');
    expect(text).toMatch(/^Chicken breast \(1 breast \(130 g\)\) has 250 kcal and 34 g protein against 317 kcal and 13.6 g for pizza\. It saves 67 kcal/);
  });
});

describe('swap categories', () => {
  it.each([
    ['Pizza', 'meals', 'other'], ['Fruits and Fruit Juices', 'fruit', 'snack'], ['Soft drinks', 'drinks', 'other'], ['Milk, whole', 'drinks', 'other'],
    ['Chicken, whole pieces', 'protein', 'protein'], ['French fries and other fried white potatoes', 'starchy', 'carb'], ['Potato chips', 'snacks', 'snack'],
    ['Yeast breads', 'grains', 'carb'], ['Ice cream and frozen dairy desserts', 'sweets', 'snack'], ['Broccoli', 'vegetables', 'vegetable'], ['Baby food: fruit', 'other', 'other'],
  ])('%s is %s (%s)', (category, family, kind) => {
    expect(familyOf(category)).toBe(family);
    expect(swapKind(category)).toBe(kind);
  });

  it('rates difficulty by how far the category is', () => {
    expect(difficultyFor('Pizza', 'Pizza')).toBe('easy');
    expect(difficultyFor('Pizza', 'Burgers')).toBe('moderate');
    expect(difficultyFor('Pizza', 'Broccoli')).toBe('adventurous');
    expect(compatibleCategories('Soft drinks', ['Soft drinks', 'Tea', 'Pizza', 'Milk, lowfat', 'Baby juice'])).toEqual(['Soft drinks', 'Tea', 'Milk, lowfat']);
  });

  it('never suggests a food named like the one it replaces', () => {
    expect(headWords('French Fries')).toEqual(['french', 'fry']);
    expect(namesOriginal('Potato, french fries, baked', headWords('French Fries'))).toBe(true);
    expect(namesOriginal('Hamburger, NFS', headWords('burger'))).toBe(true);
    expect(namesOriginal('Cheeseburger', headWords('Burgers'))).toBe(true);
    expect(namesOriginal('Potato, baked', headWords('French Fries'))).toBe(false);
    expect(namesOriginal('Sparkling water', headWords('Soda'))).toBe(false);
    expect(headWords('   ')).toEqual([]);
  });

  it('has a fun fact and a cooking tip for any swap', () => {
    expect(swapTip('Chicken breast, roasted', 'Chicken, whole pieces').cookingTip).toMatch(/74 °C/);
    expect(swapTip('Quinoa, cooked', 'Cereal Grains and Pasta').funFact).toMatch(/rice|starch/i);
    expect(swapTip('Something odd', null).funFact).toMatch(/100 kcal a day/);
  });
});
