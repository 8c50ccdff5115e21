import { describe, expect, it } from 'vitest';
import type { LibraryFood, Recipe } from './recipe.ts';
import { answerAboutRecipe, recipeAskedAbout, recipeQuestion, substitution } from './recipe-answer.ts';

describe('recipeQuestion', () => {
  it.each([
    ['How many calories is one serving, and what do I need to buy?', { nutrition: true, shopping: true, substitute: false }],
    ['what can I use instead of the yogurt?', { nutrition: false, shopping: false, substitute: true }],
    ['how much protein does the second one have?', { nutrition: true, shopping: false, substitute: false }],
  ])('%s', (message, expected) => {
    expect(recipeQuestion(message)).toEqual(expected);
  });

  it.each(['make it dairy-free', 'with more protein', 'any other high-protein options?', 'what about a vegan dinner?'])('%s asks for suggestions', (message) => {
    expect(recipeQuestion(message)).toBeNull();
  });
});

describe('recipeAskedAbout', () => {
  const shown = [{ name: 'Greek Yogurt Berry Bowl' }, { name: 'Spinach and Feta Omelette' }, { name: 'Overnight Oats' }];
  it('takes the recipe holding an ingredient named when no name is', () => {
    const ingredients = new Map([[shown[0]!, 'Greek yogurt, blueberries'], [shown[2]!, 'Rolled oats, milk']]);
    expect(recipeAskedAbout('what can I use instead of the milk?', shown, (r) => ingredients.get(r) ?? '')).toBe(shown[2]);
  });
  it('is not steered by the words that join a name', () => {
    expect(recipeAskedAbout('How many calories is one serving, and what do I need to buy?', shown)).toBe(shown[0]);
  });
  it('takes the recipe named, then the one counted, else the first', () => {
    expect(recipeAskedAbout('how many calories in the omelette?', shown)).toBe(shown[1]);
    expect(recipeAskedAbout('what do I buy for the third one?', shown)).toBe(shown[2]);
    expect(recipeAskedAbout('how many calories is one serving?', shown)).toBe(shown[0]);
  });
});

const food = (id: number, name: string, category: string, protein: number, calories: number): LibraryFood => ({
  id, source: 'sr_legacy', sourceId: String(id), name, category, calories, protein, carbs: 0, fats: 3, fiber: null, sugar: null, sodium: null, portions: [],
});
const chicken = food(1, 'Chicken breast', 'Poultry Products', 31, 165);
const turkey = food(2, 'Turkey breast', 'Poultry Products', 29, 147);
const duck = food(3, 'Duck', 'Poultry Products', 19, 337);
const rice = food(4, 'Rice, cooked', 'Cereal Grains and Pasta', 2.7, 130);
const recipeOf = (id: string, items: [LibraryFood, number, string][]): Recipe =>
  ({
    id, name: 'Chicken Rice Bowl', servings: 2, perServing: { calories: 520.4, protein: 41.6, carbs: 45.2, fats: 9.7, fiber: 1, sugar: 0, sodium: 300 },
    ingredients: items.map(([f, grams, text]) => ({ food: f, name: f.name, grams, text })),
  }) as Recipe;
const bowl = recipeOf('bowl', [[chicken, 300, '2 chicken breasts'], [rice, 300, '2 cups cooked rice']]);
const library = [bowl, recipeOf('a', [[turkey, 200, '']]), recipeOf('b', [[duck, 200, '']])];

describe('answering from the recipe', () => {
  it('gives one serving’s numbers, the shopping list and the nearest replacement of the same kind', () => {
    const swap = substitution(bowl, library, 'what do I need to buy?', []);
    expect(swap).toMatchObject({ from: { name: 'Chicken breast' }, to: 'Turkey breast' });
    const text = answerAboutRecipe(bowl, { nutrition: true, shopping: true, substitute: false }, swap);
    expect(text).toContain('One serving of Chicken Rice Bowl (it makes 2) has 520 kcal, 42 g protein, 45 g carbs and 10 g fat.');
    expect(text).toContain('buy: 2 chicken breasts and 2 cups cooked rice.');
    expect(text).toContain('Instead of chicken breast you can use turkey breast');
  });

  it('replaces the ingredient named, and says so when nothing of its kind is known', () => {
    expect(substitution(bowl, library, 'what can I use instead of rice?', [])).toBeNull();
    expect(substitution(bowl, library, 'what can I use instead of the chicken?', [])).toMatchObject({ to: 'Turkey breast' });
    expect(substitution(recipeOf('r', [[rice, 300, '']]), library, 'what can I use instead of the duck?', [])).toBeNull();
    expect(answerAboutRecipe(bowl, { nutrition: false, shopping: false, substitute: true }, null)).toMatch(/no replacement to suggest/);
  });
});
