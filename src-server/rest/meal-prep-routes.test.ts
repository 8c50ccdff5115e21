import { describe, expect, it } from 'vitest';
import type { GeneratedSession, LibraryRecipeSummary, MealPrepSessionDto } from '../../src/schemas/meal-prep.ts';
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

  it('searches the recipe library by words in the name, description, cuisine or ingredients', async () => {
    const { cookie } = await signUp(t.app);
    const search = async (q?: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/meal-prep/library${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as LibraryRecipeSummary[];
    };
    const salmon = await search('salmon');
    expect(salmon.length).toBeGreaterThan(0);
    expect(salmon[0]!.name).toMatch(/salmon/i);
    expect(salmon[0]).toMatchObject({ id: expect.any(String), servings: expect.any(Number), totalMinutes: expect.any(Number), caloriesPerServing: expect.any(Number) });
    // Every word must match somewhere; an ingredient counts ('chickpea' finds dishes made with chickpeas).
    const library = new Map((await t.app.recipes.all()).map((r) => [r.id, r]));
    for (const r of await search('chickpea')) expect(JSON.stringify(library.get(r.id)).toLowerCase()).toContain('chickpea');
    expect(await search('salmon zzzzqq')).toEqual([]);
    expect((await search()).length).toBe(Math.min(30, library.size));
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/meal-prep/library?q=${'a'.repeat(101)}`, headers: { cookie } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0].path).toBe('q');
    expect((await t.app.inject({ method: 'GET', url: '/api/meal-prep/library?q=salmon' })).statusCode).toBe(401);
  });

  it("lists a recipe's ingredients with their weights, scales a planned meal's, and keeps them when saved", async () => {
    const { cookie } = await signUp(t.app);
    const shakshuka = (await generate(cookie, { recipeId: 'shakshuka' })).json() as GeneratedSession;
    expect(shakshuka.ingredients[0]).toEqual({ text: '4 large eggs', grams: 200 });
    expect(shakshuka.ingredients).toHaveLength((await t.app.recipes.find('shakshuka'))!.ingredients.length);

    const plan = (await post(cookie, '/api/meal-plans', { preferences: { days: 1, servings: 3 } })).json().mealPlan as MealPlanDto;
    const dinner = plan.days[0]!.dinner;
    const recipe = (await t.app.recipes.find(dinner.recipeId))!;
    const fromPlan = (await generate(cookie, { planId: plan.id, day: 1, mealType: 'dinner' })).json() as GeneratedSession;
    const factor = (dinner.servings * 3) / recipe.servings;
    expect(Math.abs(fromPlan.ingredients[0]!.grams! - recipe.ingredients[0]!.grams * factor)).toBeLessThanOrEqual(0.5);

    // Saved at 4 servings with the amounts the studio scaled, read back as saved.
    const four = { ...shakshuka, servings: 4, ingredients: [{ text: '8 large eggs', grams: 400 }, 'a pinch of salt'] };
    expect((await post(cookie, '/api/meal-prep/save', four)).statusCode).toBe(200);
    const [saved] = await sessions(cookie);
    expect(saved).toMatchObject({ servings: 4, ingredients: [{ text: '8 large eggs', grams: 400 }, { text: 'a pinch of salt', grams: null }] });
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
      [{ ...s, ingredients: [{ text: '', grams: 5 }] }, 'ingredients.0.text'],
      [{ ...s, ingredients: [{ text: '1 egg', grams: -5 }] }, 'ingredients.0.grams'],
      [{ ...s, ingredients: 'eggs' }, 'ingredients'],
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
