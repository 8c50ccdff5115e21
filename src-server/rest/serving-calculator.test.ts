import { describe, expect, it } from 'vitest';
import { nutritionForGrams } from '../../src/domain/nutrition.ts';
import { calculatorAmount, logInputFor, portionChoices, type CalculatorFood } from '../../src-client/features/food-log/serving-calculator.ts';
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
    const { nutrients: _, ...numbers } = nutritionForGrams(food.per100g, shown.grams);
    expect(entry).toMatchObject({ quantity: shown.quantity, ...numbers });
    expect(entry).toMatchObject({ calories: input.calories, protein: input.protein, carbs: input.carbs, fats: input.fats, fiber: input.fiber, sugar: input.sugar, sodium: input.sodium });
  });

  it('"1 large" changes the numbers to the large portion, not only the label', async () => {
    const { cookie } = await signUp(t.app);
    const food = await find(cookie, 'apple', /^Apple/, /^1 large$/);
    const large = food.portions.find((p) => p.label === '1 large')!;
    const input = logInputFor({ food, choice: portionChoices(food)[0]!, servings: 1, customQuantity: '1 large', mealType: 'snack', date: '2026-11-20' });
    expect(input.quantity).toBe('1 large');
    expect(input.calories).toBe(nutritionForGrams(food.per100g, large.grams).calories);
    expect(input.calories).not.toBe(food.nutrition.calories);
  });

  it('stores the numbers the server works out for an entry of a food, not numbers the request brings', async () => {
    const { cookie } = await signUp(t.app);
    const food = await find(cookie, 'apple', /^Apple/, /^1 large$/);
    const shown = logInputFor({ food, choice: portionChoices(food)[0]!, servings: 1, customQuantity: '150 g', mealType: 'lunch', date: '2026-11-20' });
    const payload = { ...shown, calories: 999, protein: 50, carbs: 1, fats: 40, fiber: 0, sugar: 0, sodium: 900 };
    const created = await t.app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ calories: shown.calories, protein: shown.protein, carbs: shown.carbs, fats: shown.fats, fiber: shown.fiber, sodium: shown.sodium });
    // Through tRPC, with the amount only in the quantity words: the portion engine gives the grams.
    const { grams: _, ...noGrams } = payload;
    const viaTrpc = await t.app.inject({ method: 'POST', url: '/api/trpc/foodLog.create', headers: { cookie }, payload: { ...noGrams, quantity: '1 large' } });
    expect(viaTrpc.statusCode).toBe(200);
    const large = food.portions.find((p) => p.label === '1 large')!.grams;
    expect(viaTrpc.json().result.data.calories).toBe(nutritionForGrams(food.per100g, large).calories);
  });

  it('refuses an entry of a food with no amount it can read, and keeps the numbers of an entry with no food', async () => {
    const { cookie } = await signUp(t.app);
    const food = await find(cookie, 'apple', /^Apple/, /^1 large$/);
    const { grams: _, ...input } = logInputFor({ food, choice: portionChoices(food)[0]!, servings: 1, mealType: 'lunch', date: '2026-11-20' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload: { ...input, quantity: 'leftovers' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0].path).toBe('quantity');
    const own = { date: '2026-11-20', mealType: 'lunch', foodName: 'Soup at work', quantity: '1 bowl', calories: 333, protein: 12.3, carbs: 40, fats: 9.9 };
    const kept = await t.app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload: own });
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toMatchObject({ calories: 333, protein: 12.3, carbs: 40, fats: 9.9 });
    expect((await t.app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie } })).json()).toHaveLength(1);
  });
});
