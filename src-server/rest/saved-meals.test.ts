import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const day = '2026-11-20';

/** A breakfast of oats and coffee, saved as 'Usual breakfast'. */
async function savedBreakfast(cookie: string) {
  await call(cookie, 'POST', '/api/food-logs', { date: day, mealType: 'breakfast', foodName: 'Oats', quantity: '2 cups', calories: 300, protein: 10, carbs: 54, fats: 5 });
  await call(cookie, 'POST', '/api/food-logs/quick-add', { date: day, mealType: 'breakfast', label: 'Coffee', calories: 40, protein: 2, carbs: 3, fats: 2 });
  const res = await call(cookie, 'POST', '/api/saved-meals', { name: 'Usual breakfast', date: day, mealType: 'breakfast' });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('saved meals', () => {
  it('saves a meal, lists it with totals, logs it again with adjusted amounts, renames and deletes it', async () => {
    const { cookie } = await signUp(t.app);
    const saved = await savedBreakfast(cookie);
    expect(saved).toMatchObject({ name: 'Usual breakfast', totals: { calories: 340, protein: 12, carbs: 57, fats: 7 } });
    expect(saved.items.map((i: { item: number; foodName: string }) => `${i.item} ${i.foodName}`)).toEqual(['1 Oats', '2 Coffee']);
    expect((await call(cookie, 'GET', '/api/saved-meals')).json()).toEqual([saved]);

    const logged = await call(cookie, 'POST', `/api/saved-meals/${saved.id}/log`, { date: '2026-11-25', mealType: 'lunch', items: [{ item: 1, servings: 1.5 }, { item: 2, servings: 0 }] });
    expect(logged.statusCode).toBe(201);
    const again = (await call(cookie, 'GET', '/api/food-logs?date=2026-11-25')).json();
    expect(again).toEqual([expect.objectContaining({ foodName: 'Oats', quantity: '3 cups', mealType: 'lunch', calories: 450, protein: 15, carbs: 81, fats: 7.5 })]);

    const renamed = await call(cookie, 'PATCH', `/api/saved-meals/${saved.id}`, { name: 'Weekday breakfast' });
    expect(renamed.json()).toMatchObject({ id: saved.id, name: 'Weekday breakfast' });
    expect((await call(cookie, 'DELETE', `/api/saved-meals/${saved.id}`)).statusCode).toBe(200);
    expect((await call(cookie, 'GET', '/api/saved-meals')).json()).toEqual([]);
    expect((await call(cookie, 'DELETE', `/api/saved-meals/${saved.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['name', { name: '   ' }, 'Name is required'],
    ['name', { name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
    ['mealType', { mealType: 'dinner' }, 'Nothing is logged in this meal on this day'],
    ['date', { date: '2026-13-01' }, 'Date must be a real calendar date'],
  ])('refuses to save with a bad %s, and stores nothing', async (field, change, message) => {
    const { cookie } = await signUp(t.app);
    await call(cookie, 'POST', '/api/food-logs/quick-add', { date: day, mealType: 'breakfast', calories: 200 });
    const res = await call(cookie, 'POST', '/api/saved-meals', { name: 'Meal', date: day, mealType: 'breakfast', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: field, message });
    expect((await call(cookie, 'GET', '/api/saved-meals')).json()).toEqual([]);
  });

  it.each([
    ['items.0.servings', { items: [{ item: 1, servings: -1 }] }, 'Servings cannot be negative'],
    ['items.0.item', { items: [{ item: 3, servings: 1 }] }, 'This saved meal has no such item'],
    ['items', { items: [{ item: 1, servings: 0 }, { item: 2, servings: 0 }] }, 'Choose at least one item to log'],
    ['date', { date: '2099-01-01' }, 'Date must be between 2000-01-01 and 365 days from today'],
  ])('refuses to log with a bad %s, and logs nothing', async (field, change, message) => {
    const { cookie } = await signUp(t.app);
    const saved = await savedBreakfast(cookie);
    const res = await call(cookie, 'POST', `/api/saved-meals/${saved.id}/log`, { date: '2026-11-25', mealType: 'lunch', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: field, message });
    expect((await call(cookie, 'GET', '/api/food-logs')).json()).toHaveLength(2);
  });

  it("another user's saved meal cannot be listed, renamed, logged or deleted, and stays as it was", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const saved = await savedBreakfast(owner.cookie);
    const attempts = [
      await call(intruder.cookie, 'PATCH', `/api/saved-meals/${saved.id}`, { name: 'Mine now' }),
      await call(intruder.cookie, 'POST', `/api/saved-meals/${saved.id}/log`, { date: day, mealType: 'lunch' }),
      await call(intruder.cookie, 'DELETE', `/api/saved-meals/${saved.id}`),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    expect((await call(intruder.cookie, 'GET', '/api/saved-meals')).json()).toEqual([]);
    expect((await call(intruder.cookie, 'GET', '/api/food-logs')).json()).toEqual([]);
    expect((await call(owner.cookie, 'GET', '/api/saved-meals')).json()).toEqual([saved]);
  });

  it('signed-out callers get 401', async () => {
    for (const [method, url] of [['GET', '/api/saved-meals'], ['POST', '/api/saved-meals'], ['PATCH', '/api/saved-meals/1'], ['DELETE', '/api/saved-meals/1'], ['POST', '/api/saved-meals/1/log']] as const) {
      expect((await call(undefined, method, url, method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
