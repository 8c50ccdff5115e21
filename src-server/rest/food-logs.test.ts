import { describe, expect, it } from 'vitest';
import { dayIn } from '../../src/domain/dates.ts';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

const banana = {
  date: '2026-11-20',
  mealType: 'breakfast',
  foodName: 'Bananas, raw',
  quantity: '1 medium',
  calories: 105.02,
  protein: 1.2851,
  carbs: 26.95,
  fats: 0.39,
  fiber: 3.07,
  sodium: 1.2,
  dataType: 'SR Legacy',
};

async function log(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload });
}

describe('food log', () => {
  it('logs an entry with rounded numbers and lists it newest first', async () => {
    const { cookie, id } = await signUp(t.app);
    const created = await log(cookie, banana);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ userId: id, calories: 105, protein: 1.3, carbs: 27, fats: 0.4, fiber: 3.1, sodium: 1, dataType: 'sr_legacy' });
    await log(cookie, { ...banana, foodName: 'Egg, whole, boiled', date: '2026-11-21', mealType: 'lunch' });
    const all = await t.app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie } });
    expect(all.json().map((e: { foodName: string }) => e.foodName)).toEqual(['Egg, whole, boiled', 'Bananas, raw']);
    const day = await t.app.inject({ method: 'GET', url: `/api/food-logs/${id}?date=2026-11-20`, headers: { cookie } });
    expect(day.json()).toHaveLength(1);
  });

  it('groups a day by meal with totals and gives the totals shape on the per-user path', async () => {
    const { cookie, id } = await signUp(t.app);
    await log(cookie, banana);
    await log(cookie, { ...banana, mealType: 'snack', calories: 200, protein: 10, carbs: 5, fats: 12 });
    const progress = await t.app.inject({ method: 'GET', url: '/api/daily-progress?date=2026-11-20', headers: { cookie } });
    const body = progress.json();
    expect(body.date).toBe('2026-11-20');
    expect(body.meals.breakfast).toHaveLength(1);
    expect(body.meals.snack).toHaveLength(1);
    expect(body.meals.lunch).toEqual([]);
    expect(body.macros).toEqual({ calories: 305, protein: 11.3, carbs: 32, fats: 12.4 });
    const totals = await t.app.inject({ method: 'GET', url: `/api/daily-progress/${id}/2026-11-20`, headers: { cookie } });
    expect(totals.json()).toEqual({ date: '2026-11-20', calories: 305, protein: 11.3, carbs: 32, fats: 12.4 });
  });

  it("defaults to the user's own today in their time zone", async () => {
    const { cookie } = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/onboarding', headers: { cookie }, payload: { age: 30, gender: 'female', height: 165, weight: 60, activityLevel: 'sedentary', fitnessGoal: 'lose_fat', dietaryPreference: 'none', timeline: '3_months', timeZone: 'Pacific/Kiritimati' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/daily-progress', headers: { cookie } });
    expect(res.json().date).toBe(dayIn('Pacific/Kiritimati'));
  });

  it('edits a portion and deletes an entry', async () => {
    const { cookie } = await signUp(t.app);
    const { id } = (await log(cookie, banana)).json();
    const edited = await t.app.inject({ method: 'PATCH', url: `/api/food-logs/${id}`, headers: { cookie }, payload: { quantity: '2 medium', calories: 210, protein: 2.6, carbs: 54, fats: 0.8 } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ quantity: '2 medium', calories: 210, carbs: 54 });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/food-logs/${id}`, headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/food-logs/${id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    ['date', '2026-02-30', 'Date must be a real calendar date'],
    ['date', '20/11/2026', 'Date must be a YYYY-MM-DD text'],
    ['mealType', 'brunch', 'Meal type must be one of: breakfast, lunch, dinner, snack'],
    ['calories', -1, 'Calories cannot be negative'],
    ['protein', 'NaN', 'Protein must be a number'],
    ['fats', 1e308 * 10, 'Fats must be a number'],
    ['foodName', '   ', 'Food name is required'],
  ])('refuses a bad %s with a 400 and stores nothing', async (field, value, message) => {
    const { cookie } = await signUp(t.app);
    const res = await log(cookie, { ...banana, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: field, message });
    expect((await t.app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie } })).json()).toEqual([]);
  });
});

describe("another user's data", () => {
  it('cannot be read, logged to, edited or deleted, and nothing changes', async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const { id } = (await log(owner.cookie, banana)).json();
    const as = { cookie: intruder.cookie };
    const attempts = await Promise.all([
      t.app.inject({ method: 'GET', url: `/api/food-logs/${owner.id}`, headers: as }),
      t.app.inject({ method: 'GET', url: `/api/daily-progress/${owner.id}/2026-11-20`, headers: as }),
      t.app.inject({ method: 'POST', url: '/api/food-logs', headers: as, payload: { ...banana, userId: owner.id } }),
      t.app.inject({ method: 'PATCH', url: `/api/food-logs/${id}`, headers: as, payload: { quantity: '9', calories: 1, protein: 1, carbs: 1, fats: 1 } }),
      t.app.inject({ method: 'DELETE', url: `/api/food-logs/${id}`, headers: as }),
    ]);
    expect(attempts.map((r) => r.statusCode)).toEqual([403, 403, 403, 404, 404]);
    const mine = await t.app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie: owner.cookie } });
    expect(mine.json()).toEqual([expect.objectContaining({ id, quantity: '1 medium', calories: 105 })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/food-logs', headers: as })).json()).toEqual([]);
  });

  it('signed-out callers get 401', async () => {
    for (const [method, url] of [['GET', '/api/food-logs'], ['POST', '/api/food-logs'], ['GET', '/api/daily-progress'], ['DELETE', '/api/food-logs/1']] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? banana : undefined })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
