import { describe, expect, it } from 'vitest';
import { nutritionForGrams } from '../../src/domain/nutrition.ts';
import { logInputFor, portionChoices, type CalculatorFood } from '../../src-client/features/food-log/serving-calculator.ts';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const entries = async (cookie: string, date?: string) => (await call(cookie, 'GET', `/api/food-logs${date ? `?date=${date}` : ''}`)).json();

const soup = { date: '2026-11-20', mealType: 'lunch', label: 'Restaurant soup', calories: 320, protein: 12, carbs: 30, fats: 15 };

async function apple(cookie: string): Promise<CalculatorFood> {
  const foods = (await call(cookie, 'GET', '/api/food-search?q=apple')).json() as CalculatorFood[];
  return foods.find((f) => /^Apple/.test(f.name) && f.portions.some((p) => p.label === '1 large'))!;
}

describe('quick add', () => {
  it('logs calories with macros and a label as an entry with no food, and a plain "Quick add" without them', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call(cookie, 'POST', '/api/food-logs/quick-add', soup);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ foodName: 'Restaurant soup', quantity: '1 serving', calories: 320, protein: 12, carbs: 30, fats: 15, foodId: null, mealType: 'lunch' });
    const bare = await call(cookie, 'POST', '/api/food-logs/quick-add', { date: '2026-11-20', mealType: 'snack', calories: 150 });
    expect(bare.json()).toMatchObject({ foodName: 'Quick add', calories: 150, protein: 0, carbs: 0, fats: 0 });
  });

  it.each([
    ['calories', { calories: 0 }, 'Calories must be at least 1'],
    ['calories', { calories: 10_001 }, 'Calories must be at most 10000'],
    ['calories', { calories: 100, protein: 10, carbs: 10, fats: 10 }, 'Protein, carbs and fats give 170 kcal, more than 20% over 100 kcal'],
    ['protein', { protein: -1 }, 'Protein cannot be negative'],
    ['label', { label: 'x'.repeat(201) }, 'Label must be at most 200 characters'],
    ['date', { date: '1999-12-31' }, 'Date must be between 2000-01-01 and 365 days from today'],
  ])('refuses a bad %s with a 400 naming it, and stores nothing', async (field, change, message) => {
    const { cookie } = await signUp(t.app);
    const res = await call(cookie, 'POST', '/api/food-logs/quick-add', { ...soup, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: field, message });
    expect(await entries(cookie)).toEqual([]);
  });
});

describe('copying', () => {
  it('copies one meal into another day and meal, and a whole day with its meals', async () => {
    const { cookie } = await signUp(t.app);
    await call(cookie, 'POST', '/api/food-logs/quick-add', { ...soup, mealType: 'breakfast', label: 'Porridge', calories: 300 });
    await call(cookie, 'POST', '/api/food-logs/quick-add', soup);
    const meal = await call(cookie, 'POST', '/api/food-logs/copy', { fromDate: '2026-11-20', mealType: 'breakfast', toDate: '2026-11-21', toMealType: 'snack' });
    expect(meal.statusCode).toBe(201);
    expect(meal.json().copied).toBe(1);
    expect(await entries(cookie, '2026-11-21')).toEqual([expect.objectContaining({ foodName: 'Porridge', mealType: 'snack', calories: 300 })]);
    const day = await call(cookie, 'POST', '/api/food-logs/copy', { fromDate: '2026-11-20', toDate: '2027-06-01' });
    expect(day.json().copied).toBe(2);
    const copied = await entries(cookie, '2027-06-01');
    expect(copied.map((e: { foodName: string; mealType: string }) => `${e.mealType} ${e.foodName}`).sort()).toEqual(['breakfast Porridge', 'lunch Restaurant soup']);
  });

  it.each([
    ['toDate', { toDate: '2099-01-01' }, 'Date must be between 2000-01-01 and 365 days from today'],
    ['toDate', { toDate: '2026-11-20', mealType: 'lunch' }, 'Choose another day or meal to copy to'],
    ['fromDate', { fromDate: '2026-11-19' }, 'Nothing is logged there to copy'],
    ['mealType', { mealType: 'brunch' }, 'Meal type must be one of: breakfast, lunch, dinner, snack'],
  ])('refuses a bad %s with a 400 and copies nothing', async (field, change, message) => {
    const { cookie } = await signUp(t.app);
    await call(cookie, 'POST', '/api/food-logs/quick-add', soup);
    const res = await call(cookie, 'POST', '/api/food-logs/copy', { fromDate: '2026-11-20', toDate: '2026-11-22', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: field, message });
    expect(await entries(cookie)).toHaveLength(1);
  });

  it("copies only the caller's own entries", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    await call(owner.cookie, 'POST', '/api/food-logs/quick-add', soup);
    const res = await call(intruder.cookie, 'POST', '/api/food-logs/copy', { fromDate: '2026-11-20', toDate: '2026-11-21' });
    expect(res.statusCode).toBe(400);
    expect(await entries(intruder.cookie)).toEqual([]);
    expect(await entries(owner.cookie)).toHaveLength(1);
  });
});

describe('editing an entry', () => {
  it('recomputes a food entry from the food for a new amount, and moves it to another meal and day', async () => {
    const { cookie } = await signUp(t.app);
    const food = await apple(cookie);
    const input = logInputFor({ food, choice: portionChoices(food)[0]!, servings: 1, customQuantity: '1 large', mealType: 'snack', date: '2026-11-20' });
    const { id } = (await call(cookie, 'POST', '/api/food-logs', input)).json();
    const large = food.portions.find((p) => p.label === '1 large')!.grams;
    const res = await call(cookie, 'PATCH', `/api/food-logs/${id}`, { quantity: '2 large', mealType: 'dinner', date: '2026-11-18', calories: 1 });
    expect(res.statusCode).toBe(200);
    const twice = nutritionForGrams(food.per100g, 2 * large);
    // The server and the calculator work out the numbers with the same function (decision 109): exactly equal.
    const edited = res.json();
    expect(edited).toMatchObject({ quantity: '2 large', mealType: 'dinner', date: '2026-11-18', calories: twice.calories, carbs: twice.carbs });
    const grams = (await call(cookie, 'PUT', `/api/food-logs/${id}`, { quantity: '100 g' })).json();
    expect(grams.quantity).toBe('100 g');
    expect(grams.calories).toBe(nutritionForGrams(food.per100g, 100).calories);
  });

  it('scales an entry with no food by its own amount, or takes typed numbers', async () => {
    const { cookie } = await signUp(t.app);
    const { id } = (await call(cookie, 'POST', '/api/food-logs/quick-add', soup)).json();
    const doubled = await call(cookie, 'PATCH', `/api/food-logs/${id}`, { quantity: '2 servings' });
    expect(doubled.json()).toMatchObject({ quantity: '2 servings', calories: 640, protein: 24, carbs: 60, fats: 30 });
    const typed = await call(cookie, 'PATCH', `/api/food-logs/${id}`, { calories: 500 });
    expect(typed.json()).toMatchObject({ quantity: '2 servings', calories: 500, protein: 24 });
  });

  it.each([
    ['quantity', { quantity: 'lots' }, 'Say how much, such as 150 g or 2 medium'],
    ['date', { date: '1990-05-01' }, 'Date must be between 2000-01-01 and 365 days from today'],
    ['mealType', { mealType: 'supper' }, 'Meal type must be one of: breakfast, lunch, dinner, snack'],
  ])('refuses a bad %s with a 400 and changes nothing', async (field, change, message) => {
    const { cookie } = await signUp(t.app);
    const food = await apple(cookie);
    const input = logInputFor({ food, choice: portionChoices(food)[0]!, servings: 1, customQuantity: '1 large', mealType: 'snack', date: '2026-11-20' });
    const created = (await call(cookie, 'POST', '/api/food-logs', input)).json();
    const res = await call(cookie, 'PATCH', `/api/food-logs/${created.id}`, change);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: field, message });
    expect(await entries(cookie)).toEqual([created]);
  });

  it("refuses another user's entry with a 404 and leaves it as it was", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const created = (await call(owner.cookie, 'POST', '/api/food-logs/quick-add', soup)).json();
    const res = await call(intruder.cookie, 'PATCH', `/api/food-logs/${created.id}`, { quantity: '3 servings', date: '2026-11-21' });
    expect(res.statusCode).toBe(404);
    expect(await entries(owner.cookie)).toEqual([created]);
  });
});

it('signed-out callers get 401 from quick add, copy and edit', async () => {
  for (const [method, url] of [['POST', '/api/food-logs/quick-add'], ['POST', '/api/food-logs/copy'], ['PATCH', '/api/food-logs/1']] as const) {
    expect((await call(undefined, method, url, soup)).statusCode, `${method} ${url}`).toBe(401);
  }
});
