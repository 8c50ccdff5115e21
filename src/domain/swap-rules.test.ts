import { describe, expect, it } from 'vitest';
import { difficultyFor, headWords, namesOriginal, swapKind } from './swap-categories.ts';
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
  it('rates difficulty by how far the food is: same category, same role, another role', () => {
    const pizza = { category: 'Pizza', role: 'handheld' as const };
    expect(difficultyFor(pizza, pizza)).toBe('easy');
    expect(difficultyFor(pizza, { category: 'Burgers', role: 'handheld' })).toBe('moderate');
    expect(difficultyFor(pizza, { category: 'Lettuce and lettuce salads', role: 'salad' })).toBe('adventurous');
    expect(swapKind('bread')).toBe('carb');
    expect(swapKind('fruit')).toBe('snack');
  });

  it('never suggests a food named like the one it replaces', () => {
    expect(headWords('French Fries')).toEqual(['french', 'fry']);
    expect(namesOriginal('Potato, french fries, baked', headWords('French Fries'))).toBe(true);
    expect(namesOriginal('Hamburger, NFS', headWords('burger'))).toBe(true);
    expect(namesOriginal('Cheeseburger', headWords('Burgers'))).toBe(true);
    expect(namesOriginal('Bread, white, toasted', headWords('white bread'))).toBe(true);
    expect(namesOriginal('Potato, baked', headWords('French Fries'))).toBe(false);
    expect(namesOriginal('Sparkling water', headWords('Soda'))).toBe(false);
    expect(namesOriginal('Chicken breast, grilled', headWords('fried chicken'))).toBe(false);
    expect(headWords('   ')).toEqual([]);
    expect(namesOriginal('Anything', [])).toBe(false);
  });

  it('lets a distinct lighter food share the name: whole-wheat bread, turkey bacon, diet cola, light beer', () => {
    expect(namesOriginal('Bread, whole wheat', headWords('bread'))).toBe(false);
    expect(namesOriginal('Turkey bacon, cooked', headWords('bacon'), 'Bacon, NS as to type of meat, cooked')).toBe(false);
    expect(namesOriginal('Soft drink, cola, diet', headWords('cola'))).toBe(false);
    expect(namesOriginal('Beer, light', headWords('beer'))).toBe(false);
    expect(namesOriginal('Spaghetti squash, cooked', headWords('spaghetti'))).toBe(false);
    // Not when the original already is that kind, nor when the qualifier is the typed food itself.
    expect(namesOriginal('Beer, light, low carb', headWords('light beer'), 'Beer, light')).toBe(true);
    expect(namesOriginal('Turkey bacon, cooked', headWords('turkey'))).toBe(true);
    expect(namesOriginal('Bacon, pork, thick cut', headWords('bacon'))).toBe(true);
  });

  it('has a fun fact and a cooking tip for any swap', () => {
    expect(swapTip('Chicken breast, roasted', 'meat').cookingTip).toMatch(/74 °C/);
    expect(swapTip('Quinoa, cooked', 'grain').funFact).toMatch(/rice|starch/i);
    expect(swapTip('Margarine, light', 'spread').funFact).toMatch(/tablespoon/);
    expect(swapTip('Something odd', 'other').funFact).toMatch(/100 kcal a day/);
  });
});
