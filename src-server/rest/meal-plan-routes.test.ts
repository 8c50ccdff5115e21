import { describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../../src/domain/dates.ts';
import { isMeat, isSeafood } from '../../src/domain/meal-plan-diet.ts';
import type { MealPlanDto } from '../../src/schemas/meal-plan.ts';
import { completeProfile, signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

type Res = Awaited<ReturnType<typeof t.app.inject>>;

async function generate(cookie: string, preferences: Record<string, unknown> = {}): Promise<Res> {
  return t.app.inject({ method: 'POST', url: '/api/meal-plans', headers: { cookie }, payload: { preferences } });
}

async function targetsOf(id: string) {
  return t.database.db.selectFrom('users').select(['daily_calories', 'daily_protein']).where('id', '=', id).executeTakeFirstOrThrow();
}

function expectCaloriesWithin5(plan: MealPlanDto, dailyCalories: number) {
  for (const day of plan.days) {
    expect(Math.abs(day.totals.calories / dailyCalories - 1), `day ${day.day}: ${day.totals.calories} kcal`).toBeLessThanOrEqual(0.05);
  }
}

describe('meal plans', () => {
  it('generates a 7-day plan that meets the calories, keeps variety and carries both readers\' fields', async () => {
    const { cookie, id } = await signUp(t.app);
    const res = await generate(cookie);
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json().mealPlan as MealPlanDto;
    const { daily_calories } = await targetsOf(id);
    expect(plan).toMatchObject({ duration: '7 days', totalDays: 7, servings: 1 });
    expect(['Easy', 'Medium', 'Hard']).toContain(plan.difficulty);
    expect(plan.name.length).toBeGreaterThan(3);
    expect(plan.days).toHaveLength(7);
    expectCaloriesWithin5(plan, daily_calories!);
    expect(plan.totalCalories).toBe(Math.round(plan.planTotals.calories / 7));
    expect(plan.totalProtein).toBeCloseTo(plan.days.reduce((s, d) => s + d.totals.protein, 0), 0);
    const uses = new Map<string, number>();
    for (const m of plan.meals) uses.set(m.recipeId, (uses.get(m.recipeId) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(2);
    for (const meal of plan.meals) {
      expect(meal).toMatchObject({ mealType: meal.type, difficulty: expect.stringMatching(/^(easy|medium)$/) });
      expect(meal.totalTime).toBeLessThanOrEqual(45);
      expect(meal.ingredients.length).toBeGreaterThan(0);
      expect(meal.nutrition.calories).toBe(meal.calories);
    }
    expect(plan.days[0]).toHaveProperty('breakfast.name');
    expect(plan.shoppingList.length).toBeGreaterThan(3);
    expect(plan.shoppingList[0]!.items[0]).toEqual({ name: expect.any(String), quantity: expect.any(String), grams: expect.any(Number) });
    expect(plan.shoppingItems.length).toBe(plan.shoppingList.reduce((n, c) => n + c.items.length, 0));
  });

  it('shops for one person unless the plan says how many people', async () => {
    const { cookie } = await signUp(t.app);
    expect(((await generate(cookie, { days: 1 })).json().mealPlan as MealPlanDto).servings).toBe(1);
    expect(((await generate(cookie, { days: 1, servings: 3 })).json().mealPlan as MealPlanDto).servings).toBe(3);
  });

  it('holds a vegetarian profile: no meat or fish in any ingredient, calories still within 5%', async () => {
    const { cookie, id } = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/onboarding', headers: { cookie }, payload: { ...completeProfile, dietaryPreference: 'vegetarian' } });
    const res = await generate(cookie, { days: 5, cookingSkill: 'advanced', maxCookingTime: 60 });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json().mealPlan as MealPlanDto;
    expect(plan.days).toHaveLength(5);
    expect(plan.preferences.restrictions).toContain('vegetarian');
    const library = new Map((await t.app.recipes.all()).map((r) => [r.id, r]));
    for (const meal of plan.meals) {
      for (const ingredient of library.get(meal.recipeId)!.ingredients) {
        expect(isMeat(ingredient.food.name) || isSeafood(ingredient.food.name), `${meal.name}: ${ingredient.food.name}`).toBe(false);
      }
    }
    expectCaloriesWithin5(plan, (await targetsOf(id)).daily_calories!);
  });

  it('plans for the one fallback target when the user has none, and answers over tRPC too', async () => {
    const { cookie } = await signUp(t.app, { onboard: false });
    const res = await generate(cookie, { days: 2, servings: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json().mealPlan as MealPlanDto;
    expect(plan.targets).toEqual({ calories: 2000, protein: 150, carbs: 200, fats: 70, source: 'default' });
    expectCaloriesWithin5(plan, 2000);
    const trpc = await t.app.inject({ method: 'GET', url: '/api/trpc/mealPlan.list', headers: { cookie } });
    expect(trpc.json().result.data.map((p: MealPlanDto) => p.id)).toEqual([plan.id]);
  });

  it('answers 422 naming what to relax when vegan + keto within 10 minutes leaves a meal empty, and stores nothing', async () => {
    const { cookie } = await signUp(t.app);
    const res = await generate(cookie, { dietaryRestrictions: ['vegan', 'keto'], maxCookingTime: 10 });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('UNPROCESSABLE_CONTENT');
    expect(body.message).toMatch(/^No (breakfast|lunch|dinner)[a-z ]* recipes fit vegan \+ keto within 10 minutes/);
    expect(body.message).toMatch(/allow at least \d+ minutes of cooking time|drop keto/);
    expect(body.issues.map((i: { path: string }) => i.path)).toContain('preferences.maxCookingTime');
    const list = await t.app.inject({ method: 'GET', url: '/api/meal-plans', headers: { cookie } });
    expect(list.json()).toEqual([]);
  });

  it('lists newest first with plan totals, gets one with per-day calories, and deletes', async () => {
    const { cookie } = await signUp(t.app);
    const first = (await generate(cookie, { days: 2 })).json().mealPlan as MealPlanDto;
    const second = (await generate(cookie, { days: 3, budget: 'low', cuisinePreferences: ['Mexican'] })).json().mealPlan as MealPlanDto;
    const list = (await t.app.inject({ method: 'GET', url: '/api/meal-plans', headers: { cookie } })).json() as MealPlanDto[];
    expect(list.map((p) => p.id)).toEqual([second.id, first.id]);
    // The saved-plans card divides the totals by the days in the duration text.
    expect(list[0]!.totalCalories).toBe(second.planTotals.calories);
    expect(Math.round(list[0]!.totalCalories / 3)).toBe(second.totalCalories);
    const got = await t.app.inject({ method: 'GET', url: `/api/meal-plan/${first.id}`, headers: { cookie } });
    expect(got.statusCode).toBe(200);
    expect(got.json().mealPlan).toEqual(first);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/meal-plans/${first.id}`, headers: { cookie } });
    expect(removed.json()).toEqual({ success: true, id: first.id });
    expect((await t.app.inject({ method: 'GET', url: `/api/meal-plan/${first.id}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/meal-plans/${first.id}`, headers: { cookie } })).statusCode).toBe(404);
  });

  it('logs a planned meal to the food log on its plan day, or a given date', async () => {
    const { cookie } = await signUp(t.app);
    const plan = (await generate(cookie, { days: 3 })).json().mealPlan as MealPlanDto;
    const lunch = plan.days[1]!.lunch;
    const res = await t.app.inject({ method: 'POST', url: `/api/meal-plans/${plan.id}/log-meal`, headers: { cookie }, payload: { day: 2, mealType: 'lunch' } });
    expect(res.statusCode, res.body).toBe(201);
    const day2 = addDays(dayIn('UTC', new Date(plan.createdAt)), 1);
    expect(res.json()).toMatchObject({ date: day2, mealType: 'lunch', foodName: lunch.name, calories: lunch.calories, protein: lunch.protein, dataType: 'local' });
    const logs = await t.app.inject({ method: 'GET', url: `/api/food-logs?date=${day2}`, headers: { cookie } });
    expect(logs.json()).toHaveLength(1);
    const dated = await t.app.inject({ method: 'POST', url: `/api/meal-plans/${plan.id}/log-meal`, headers: { cookie }, payload: { day: 1, mealType: 'dinner', date: '2026-01-05' } });
    expect(dated.json()).toMatchObject({ date: '2026-01-05', foodName: plan.days[0]!.dinner.name });
    const missing = await t.app.inject({ method: 'POST', url: `/api/meal-plans/${plan.id}/log-meal`, headers: { cookie }, payload: { day: 3, mealType: 'snack', date: '2026-01-05' } });
    if (!plan.days[2]!.snack) expect(missing.statusCode).toBe(404);
  });

  it('logs a whole planned day at once, on its plan day or a given date', async () => {
    const { cookie } = await signUp(t.app);
    const plan = (await generate(cookie, { days: 2 })).json().mealPlan as MealPlanDto;
    const day = plan.days[1]!;
    const res = await t.app.inject({ method: 'POST', url: `/api/meal-plans/${plan.id}/log-day`, headers: { cookie }, payload: { day: 2, date: '2026-02-10' } });
    expect(res.statusCode, res.body).toBe(201);
    const planned = [day.breakfast, day.lunch, day.dinner, day.snack].filter((m) => m !== undefined && m !== null);
    expect(res.json().map((e: { foodName: string }) => e.foodName)).toEqual(planned.map((m) => m!.name));
    const progress = (await t.app.inject({ method: 'GET', url: '/api/daily-progress?date=2026-02-10', headers: { cookie } })).json();
    expect(progress.macros.calories).toBe(day.totals.calories);
    const beyond = await t.app.inject({ method: 'POST', url: `/api/meal-plans/${plan.id}/log-day`, headers: { cookie }, payload: { day: 3 } });
    expect(beyond.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: `/api/meal-plans/${plan.id}/log-day`, headers: { cookie }, payload: { day: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('day');
  });

  it('names a plan from its preferences and keeps each meal to its share of the day, or to shares the user sets', async () => {
    const { cookie } = await signUp(t.app);
    const plan = (await generate(cookie, { days: 7, dietaryRestrictions: ['vegetarian'] })).json().mealPlan as MealPlanDto;
    expect(plan.name).toMatch(/^Vegetarian week · \d,\d{3} kcal$/);
    const shares = { breakfast: [30, 40], lunch: [25, 35], dinner: [25, 35] };
    const custom = (await generate(cookie, { days: 3, mealShares: shares })).json().mealPlan as MealPlanDto;
    for (const day of custom.days) {
      const share = (day.breakfast!.calories * 100) / day.totals.calories;
      expect(share).toBeGreaterThanOrEqual(28);
      expect(share).toBeLessThanOrEqual(42);
    }
    const impossible = await generate(cookie, { mealShares: { breakfast: [50, 60], lunch: [40, 50], dinner: [30, 40] } });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().issues[0].path).toBe('preferences.mealShares.breakfast');
    const reversed = await generate(cookie, { mealShares: { ...shares, dinner: [40, 30] } });
    expect(reversed.json().issues[0].path).toBe('preferences.mealShares.dinner');
  });

  it("treats another user's plan as missing: get, delete and log-meal are 404 and change nothing", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const plan = (await generate(owner.cookie, { days: 1 })).json().mealPlan as MealPlanDto;
    const as = (method: 'GET' | 'DELETE' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie: intruder.cookie }, ...(payload ? { payload } : {}) });
    expect((await as('GET', `/api/meal-plan/${plan.id}`)).statusCode).toBe(404);
    expect((await as('DELETE', `/api/meal-plans/${plan.id}`)).statusCode).toBe(404);
    expect((await as('POST', `/api/meal-plans/${plan.id}/log-meal`, { day: 1, mealType: 'lunch' })).statusCode).toBe(404);
    expect((await as('POST', `/api/meal-plans/${plan.id}/log-day`, { day: 1 })).statusCode).toBe(404);
    expect((await as('GET', '/api/meal-plans')).json()).toEqual([]);
    const foreign = await t.app.inject({ method: 'POST', url: '/api/meal-plans', headers: { cookie: intruder.cookie }, payload: { userId: owner.id } });
    expect(foreign.statusCode).toBe(403);
    const still = await t.app.inject({ method: 'GET', url: `/api/meal-plan/${plan.id}`, headers: { cookie: owner.cookie } });
    expect(still.json().mealPlan.id).toBe(plan.id);
    const logs = await t.database.db.selectFrom('food_logs').select('id').where('user_id', 'in', [owner.id, intruder.id]).execute();
    expect(logs).toEqual([]);
  });

  it.each([
    [{ days: 0 }, 'preferences.days', 'Days must be between 1 and 14'],
    [{ days: 15 }, 'preferences.days', 'Days must be between 1 and 14'],
    [{ cookingSkill: 'chef' }, 'preferences.cookingSkill', 'Cooking skill must be one of'],
    [{ dietaryRestrictions: ['carnivore'] }, 'preferences.dietaryRestrictions.0', 'Dietary restrictions must be among'],
    [{ allergies: ['kiwi'] }, 'preferences.allergies.0', 'Allergies must be among'],
    [{ maxCookingTime: 2 }, 'preferences.maxCookingTime', 'Max cooking time must be between 5 and 240'],
    [{ budget: 'cheap' }, 'preferences.budget', 'Budget must be one of'],
  ])('refuses preferences %j with a 400 naming the field', async (preferences, path, message) => {
    const { cookie } = await signUp(t.app);
    const res = await generate(cookie, preferences);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path, message: expect.stringContaining(message) });
  });

  it('refuses bad ids and log-meal input with a 400, and callers without a session with a 401', async () => {
    const { cookie } = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/meal-plan/abc', headers: { cookie } })).json().message).toMatch(/^id: Meal plan id must be a number/);
    const bad = await t.app.inject({ method: 'POST', url: '/api/meal-plans/1/log-meal', headers: { cookie }, payload: { day: 1, mealType: 'brunch' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('mealType');
    expect((await t.app.inject({ method: 'GET', url: '/api/meal-plans' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/meal-plans', payload: {} })).statusCode).toBe(401);
  });
});
