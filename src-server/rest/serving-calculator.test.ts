import { describe, expect, it } from 'vitest';
import { calculatorAmount, logInputFor, nutritionForGrams, portionChoices, type CalculatorFood } from '../../src-client/features/food-log/serving-calculator.ts';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

async function find(cookie: string, q: string, name: RegExp, portion: RegExp): Promise<CalculatorFood> {
  const res = await t.app.inject({ method: 'GET', url: `/api/food-search?q=${encodeURIComponent(q)}`, headers: { cookie } });
  const food = (res.json() as CalculatorFood[]).find((f) => name.test(f.name) && f.portions.some((p) => portion.test(p.label)));
  if (!food) throw new Error(`no ${name} with a ${portion} portion for "${q}"`);
  return food;
}

describe('serving calculator → food log', () => {
  it.each([
    ['1 large', 'apple', /^Apple/, /^1 large$/],
    ['150 g', 'apple', /^Apple/, /^1 large$/],
    ['2 cups', 'apple', /^Apple/, /^1 cup/],
    ['half a can', 'chicken noodle soup canned', /^Soup, chicken noodle/, /^1 can\b/],
  ])('"%s" of %s: the entry has exactly the amount and numbers the calculator shows', async (typed, q, name, portion) => {
    const { cookie } = await signUp(t.app);
    const food = await find(cookie, q, name, portion);
    const choice = portionChoices(food)[0]!;
    const shown = calculatorAmount(food, choice, 1, typed);
    expect(shown.textIgnored).toBe(false);
    const input = logInputFor({ food, choice, servings: 1, customQuantity: typed, mealType: 'lunch', date: '2026-11-20' });
    const created = await t.app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload: input });
    expect(created.statusCode).toBe(201);
    const [entry] = (await t.app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie } })).json();
    const numbers = nutritionForGrams(food, shown.grams);
    expect(entry).toMatchObject({ quantity: shown.quantity, calories: numbers.calories, protein: numbers.protein, carbs: numbers.carbs, fats: numbers.fats });
  });

  it('"1 large" changes the numbers to the large portion, not only the label', async () => {
    const { cookie } = await signUp(t.app);
    const food = await find(cookie, 'apple', /^Apple/, /^1 large$/);
    const large = food.portions.find((p) => p.label === '1 large')!;
    const input = logInputFor({ food, choice: portionChoices(food)[0]!, servings: 1, customQuantity: '1 large', mealType: 'snack', date: '2026-11-20' });
    expect(input.quantity).toBe('1 large');
    expect(input.calories).toBe(nutritionForGrams(food, large.grams).calories);
    expect(input.calories).not.toBe(food.nutrition.calories);
  });
});
