import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolvePortion } from '../../../src/domain/portion-engine.ts';
import { parsePortionText } from '../../../src/domain/portion-request.ts';
import { amountInGrams, completeAmounts } from '../../../src/domain/user-recipe.ts';
import type { IngredientFoodRow, RecipeIngredientRow, RecipeRow } from '../../repositories/user-recipes.ts';
import { foodSource, RecipeBook } from './recipe-book.ts';
import { toRecipeDto } from './recipe-dto.ts';

// Portion lists shaped like USDA's (SR and FNDDS): sizes, cups, cans, slices and 'Quantity not specified'.
const PORTIONS = [
  [{ label: '1 small', grams: 101 }, { label: '1 medium', grams: 118 }, { label: '1 large', grams: 136 }, { label: '1 cup, sliced', grams: 150 }],
  [{ label: '1 cup', grams: 244 }, { label: '1 fl oz', grams: 30.5 }, { label: 'Quantity not specified', grams: 244 }],
  [{ label: '1 can (15 oz)', grams: 425 }, { label: '1 cup', grams: 256 }],
  [{ label: '1 slice', grams: 29 }, { label: '1 oz', grams: 28.35 }],
  [],
];
const AMOUNTS = ['200 g', '2 medium', '1 can', '1 large', '1/2 cup', '3 slices', '1.5 oz', '2 cups', 'half a can', '1'];

const food = fc.record({
  calories: fc.double({ min: 0, max: 900, noNaN: true }),
  protein: fc.double({ min: 0, max: 100, noNaN: true }),
  carbs: fc.double({ min: 0, max: 100, noNaN: true }),
  fats: fc.double({ min: 0, max: 100, noNaN: true }),
  fiber: fc.option(fc.double({ min: 0, max: 50, noNaN: true })),
  sugar: fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
  sodium: fc.option(fc.double({ min: 0, max: 5000, noNaN: true })),
  // Some foods know no micronutrient, some know a few: unknown must never count as 0.
  nutrients: fc.option(fc.record({ iron: fc.double({ min: 0, max: 20, noNaN: true }), vitaminC: fc.double({ min: 0, max: 200, noNaN: true }) }, { requiredKeys: [] })),
  portions: fc.constantFrom(...PORTIONS),
});
const ingredient = fc.record({ food, amount: fc.oneof(fc.constantFrom(...AMOUNTS), fc.integer({ min: 1, max: 2000 }).map((g) => `${g} g`)) });

const row = (id: number, servings: number): RecipeRow => ({
  id, user_id: 'u', name: `Recipe ${id}`, servings, steps: '[]', prep_minutes: null, cook_minutes: null, source_url: null, created_at: new Date(), updated_at: new Date(),
});

describe('a recipe\'s numbers', () => {
  it('per serving equal the sum of its ingredients through the portion engine divided by the servings, within rounding', () => {
    fc.assert(
      fc.property(fc.array(ingredient, { minLength: 1, maxLength: 12 }), fc.double({ min: 0.5, max: 24, noNaN: true }), (list, servings) => {
        const foods: IngredientFoodRow[] = list.map((i, n) => ({ id: n + 1, name: `Food ${n + 1}`, brand: null, ...i.food, portions: i.food.portions.map((p) => ({ ...p, unspecified: p.label.startsWith('Quantity') })) }));
        // Grams are worked out when the recipe is saved, as the service does.
        const rows: RecipeIngredientRow[] = list.map((i, n) => ({ id: n + 1, recipe_id: 1, position: n, food_id: n + 1, sub_recipe_id: null, amount: i.amount, grams: amountInGrams(i.food.portions, i.amount).grams }));
        const book = new RecipeBook([row(1, servings)], rows, new Map(foods.map((f) => [f.id, foodSource(f)])));
        const dto = toRecipeDto(book, book.evaluate(1)!);

        const expected = { calories: 0, protein: 0, carbs: 0, fats: 0, fiber: 0, sugar: 0, sodium: 0 };
        for (const i of list) {
          const grams = resolvePortion(i.food.portions, parsePortionText(i.amount)!).grams;
          for (const k of Object.keys(expected) as (keyof typeof expected)[]) expected[k] += ((i.food[k] ?? 0) * grams) / 100 / servings;
        }
        expect(Math.abs(dto.perServing.calories - expected.calories)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(Math.abs(dto.perServing.sodium - expected.sodium)).toBeLessThanOrEqual(0.5 + 1e-6);
        for (const k of ['protein', 'carbs', 'fats', 'fiber', 'sugar'] as const) expect(Math.abs(dto.perServing[k] - expected[k])).toBeLessThanOrEqual(0.05 + 1e-6);
        // The shares add up to the whole, within the rounding of each share.
        const shares = dto.ingredients.reduce((s, i) => s + i.calorieShare, 0);
        if (expected.calories > 0) expect(Math.abs(shares - 100)).toBeLessThanOrEqual(0.05 * list.length + 1e-6);

        // Micronutrients: the known amounts add up through the same grams; the ingredients that lack one are counted.
        for (const key of ['iron', 'vitaminC'] as const) {
          let sum = 0;
          let lacking = 0;
          let known = 0;
          for (const i of list) {
            const grams = resolvePortion(i.food.portions, parsePortionText(i.amount)!).grams;
            const v = i.food.nutrients?.[key];
            if (v === undefined) lacking += 1;
            else {
              known += 1;
              sum += (v * grams) / 100 / servings;
            }
          }
          const shown = dto.perServingNutrients.find((n) => n.key === key);
          if (known === 0) expect(shown).toBeUndefined();
          else {
            expect(shown!.lacking).toBe(lacking);
            // Three significant figures, as every stored amount.
            expect(Math.abs(shown!.amount - sum)).toBeLessThanOrEqual(Math.abs(sum) * 0.005 + 1e-9);
          }
          expect(key in completeAmounts(book.evaluate(1)!.amounts)).toBe(known > 0 && lacking === 0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('count a recipe used in another by its servings', () => {
    const oats: IngredientFoodRow = { id: 1, name: 'Oats', brand: null, calories: 380, protein: 13, carbs: 68, fats: 6.5, fiber: 10, sugar: 1, sodium: 6, nutrients: { iron: 4 }, portions: [] };
    const rows: RecipeIngredientRow[] = [
      { id: 1, recipe_id: 1, position: 0, food_id: 1, sub_recipe_id: null, amount: '400 g', grams: 400 },
      { id: 2, recipe_id: 2, position: 0, food_id: null, sub_recipe_id: 1, amount: '1 serving', grams: 100 },
    ];
    const book = new RecipeBook([row(1, 4), row(2, 1)], rows, new Map([[1, foodSource(oats)]]));
    expect(amountInGrams(book.recipeSource(1)!.portions, '3 servings').grams).toBe(300);
    const dto = toRecipeDto(book, book.evaluate(2)!);
    expect(dto.perServing).toMatchObject({ calories: 380, protein: 13 });
    // 100 g of oats by way of the inner recipe: 4 mg iron; no ingredient said zinc.
    expect(dto.perServingNutrients).toEqual([{ key: 'iron', name: 'Iron', unit: 'mg', amount: 4, lacking: 0 }]);
    expect(book.reaches(1, 2)).toBe(false);
    expect(book.reaches(2, 1)).toBe(true);
  });
});
