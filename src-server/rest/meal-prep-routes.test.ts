import { describe, expect, it } from 'vitest';
import type { GeneratedSession, MealPrepSessionDto } from '../../src/schemas/meal-prep.ts';
import type { MealPlanDto } from '../../src/schemas/meal-plan.ts';
import { completeProfile, signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

const post = (cookie: string, url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
const generate = async (cookie: string, payload: object = {}) => post(cookie, '/api/meal-prep/generate', payload);
const sessions = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/meal-prep/sessions', headers: { cookie } })).json() as MealPrepSessionDto[];
const complete = (cookie: string, id: string) => t.app.inject({ method: 'PUT', url: `/api/meal-prep/sessions/${id}/complete`, headers: { cookie } });

describe('meal prep', () => {
  it('generates a library session from an empty body, totalling the step durations', async () => {
    const { cookie } = await signUp(t.app);
    const res = await generate(cookie);
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json() as GeneratedSession;
    expect(s).toMatchObject({ id: expect.any(String), recipeName: expect.any(String), difficulty: expect.stringMatching(/^(easy|medium|hard)$/), servings: expect.any(Number), source: 'library' });
    expect(s.totalTime).toBe(s.steps.reduce((sum, step) => sum + step.duration, 0));
    expect(s.nutrition).toMatchObject({ calories: expect.any(Number), protein: expect.any(Number), carbs: expect.any(Number), fats: expect.any(Number) });
    for (const step of s.steps) expect(step).toMatchObject({ id: expect.any(String), title: expect.any(String), description: expect.any(String), duration: expect.any(Number), type: expect.stringMatching(/^(prep|cook|rest|assemble|other)$/), tips: expect.any(Array) });
    // Unsaved until saved, but it can already be completed when the timer runs out.
    expect(await sessions(cookie)).toEqual([]);
    expect((await complete(cookie, s.id)).json()).toMatchObject({ id: s.id, isCompleted: true, savedAt: null });
  });

  it('generates a given recipe, a planned meal scaled for the household, and a vegetarian pick for a vegetarian', async () => {
    const { cookie } = await signUp(t.app);
    const shakshuka = (await generate(cookie, { recipeId: 'shakshuka' })).json() as GeneratedSession;
    expect(shakshuka).toMatchObject({ recipeId: 'shakshuka', recipeName: 'Shakshuka', servings: 2 });
    expect((await generate(cookie, { recipeId: 'no-such-recipe' })).statusCode).toBe(404);

    const plan = (await post(cookie, '/api/meal-plans', { preferences: { days: 1, servings: 3 } })).json().mealPlan as MealPlanDto;
    const dinner = plan.days[0]!.dinner;
    const fromPlan = (await generate(cookie, { planId: plan.id, day: 1, mealType: 'dinner' })).json() as GeneratedSession;
    expect(fromPlan).toMatchObject({ recipeId: dinner.recipeId, servings: 3, source: 'plan', nutrition: { calories: dinner.calories, protein: dinner.protein } });

    const salmon = (await generate(cookie, { request: 'something with salmon' })).json() as GeneratedSession;
    expect(salmon).toMatchObject({ recipeName: expect.stringContaining('Salmon'), source: 'library' });

    const veg = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/onboarding', headers: { cookie: veg.cookie }, payload: { ...completeProfile, dietaryPreference: 'vegetarian' } });
    const library = new Map((await t.app.recipes.all()).map((r) => [r.id, r]));
    for (let i = 0; i < 5; i++) {
      const picked = (await generate(veg.cookie)).json() as GeneratedSession;
      expect(library.get(picked.recipeId!)!.tags).toContain('vegetarian');
    }
  });

  it('clears sessions generated a day ago and left unsaved and unfinished, and keeps the rest', async () => {
    const { cookie, id } = await signUp(t.app);
    const [abandoned, finished, saved, fresh] = await Promise.all([1, 2, 3, 4].map(async () => (await generate(cookie)).json() as GeneratedSession));
    await complete(cookie, finished!.id);
    await post(cookie, '/api/meal-prep/save', saved);
    const db = t.database.db;
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await db.updateTable('meal_prep_sessions').set({ created_at: twoDaysAgo }).where('session_id', 'in', [abandoned!.id, finished!.id, saved!.id]).execute();
    const next = (await generate(cookie)).json() as GeneratedSession;
    const left = await db.selectFrom('meal_prep_sessions').select('session_id').where('user_id', '=', id).execute();
    expect(left.map((r) => r.session_id).sort()).toEqual([finished!.id, saved!.id, fresh!.id, next.id].sort());
  });

  it('saves, lists newest first, re-saves in place and completes once', async () => {
    const { cookie } = await signUp(t.app);
    const a = (await generate(cookie, { recipeId: 'red-lentil-soup' })).json() as GeneratedSession;
    const b = (await generate(cookie, { recipeId: 'shakshuka' })).json() as GeneratedSession;
    const saved = await post(cookie, '/api/meal-prep/save', a);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: a.id, sessionId: a.id, recipeName: a.recipeName, totalTime: a.totalTime, isCompleted: false, savedAt: expect.any(String) });
    await post(cookie, '/api/meal-prep/save', b);
    await post(cookie, '/api/meal-prep/save', { ...a, servings: 4 });
    const list = await sessions(cookie);
    expect(list.map((s) => s.id)).toEqual([a.id, b.id]);
    expect(list[0]!.servings).toBe(4);
    expect(list[0]!.steps).toEqual(a.steps);
    const done = (await complete(cookie, b.id)).json() as MealPrepSessionDto;
    expect(done).toMatchObject({ isCompleted: true, completedAt: expect.any(String) });
    const again = (await complete(cookie, b.id)).json() as MealPrepSessionDto;
    expect(again.completedAt).toBe(done.completedAt);
  });

  it("keeps sessions to their user: another user's save, complete and list see nothing and change nothing", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const s = (await generate(owner.cookie, { recipeId: 'shakshuka' })).json() as GeneratedSession;
    await post(owner.cookie, '/api/meal-prep/save', s);
    const overwrite = await post(intruder.cookie, '/api/meal-prep/save', { ...s, recipeName: 'Hijacked' });
    expect(overwrite.statusCode).toBe(404);
    expect((await complete(intruder.cookie, s.id)).statusCode).toBe(404);
    expect(await sessions(intruder.cookie)).toEqual([]);
    const [mine] = await sessions(owner.cookie);
    expect(mine).toMatchObject({ recipeName: 'Shakshuka', isCompleted: false });
    expect((await generate(intruder.cookie, { planId: 999999, day: 1, mealType: 'lunch' })).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const { cookie } = await signUp(t.app);
    const s = (await generate(cookie)).json() as GeneratedSession;
    const cases: [unknown, string][] = [
      [{ ...s, totalTime: s.totalTime + 1 }, 'totalTime'],
      [{ ...s, steps: [] }, 'steps'],
      [{ ...s, difficulty: 'extreme' }, 'difficulty'],
      [{ ...s, steps: [{ ...s.steps[0], type: 'fry' }] }, 'steps.0.type'],
      [{ ...s, id: 'has spaces' }, 'id'],
      [{ ...s, nutrition: { calories: -5, protein: 1, carbs: 1, fats: 1 } }, 'nutrition.calories'],
    ];
    for (const [payload, path] of cases) {
      const res = await post(cookie, '/api/meal-prep/save', payload);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect((await generate(cookie, { planId: 1 })).json().issues[0].path).toBe('day');
    expect((await generate(cookie, { mealType: 'brunch' })).statusCode).toBe(400);
    expect((await complete(cookie, 'bad id!')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/meal-prep/sessions' })).statusCode).toBe(401);
  });
});
