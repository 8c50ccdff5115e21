import { describe, expect, it } from 'vitest';
import { buildPlan } from './meal-plan-builder.ts';
import type { LibraryFood, Recipe } from './recipe.ts';

const oats: LibraryFood = { id: 1, source: 'usda', sourceId: '1', name: 'Oats', category: 'Cereal Grains and Pasta', calories: 380, protein: 13, carbs: 68, fats: 7, fiber: 10, sugar: 1, sodium: 5, portions: [] };
const porridge: Recipe = {
  id: 'porridge', name: 'Porridge', description: '', mealTypes: ['breakfast', 'lunch', 'dinner'], cuisine: 'American', difficulty: 'easy', servings: 2, cost: 'low',
  prepMinutes: 2, cookMinutes: 5, restMinutes: 0, steps: [], tags: [], allergens: [],
  ingredients: [{ food: oats, name: 'Rolled oats', grams: 160, text: '160 g rolled oats' }],
  perServing: { calories: 304, protein: 10.4, carbs: 54.4, fats: 5.6, fiber: 8, sugar: 0.8, sodium: 4 },
};
const targets = { calories: 2000, protein: 120, carbs: 200, fats: 70 };
// Porridge three times a day keeps the example to one ingredient.
const day = (['breakfast', 'lunch', 'dinner'] as const).map((slot) => ({ slot, recipeId: 'porridge', portion: 1 }));
const plan = (people: number) => buildPlan([day], new Map([['porridge', porridge]]), targets, people);
const oatGrams = (people: number) => plan(people).shoppingList.flatMap((c) => c.items).find((i) => i.name === 'Rolled oats')!.grams;

describe('the shopping list of a plan', () => {
  it('buys each portion once for one person and three times for three, while the nutrition stays per person', () => {
    expect(oatGrams(1)).toBe(240);
    expect(oatGrams(3)).toBe(720);
    expect(plan(3).planTotals.calories).toBe(plan(1).planTotals.calories);
    expect(plan(1).planTotals.calories).toBe(912);
  });
});
