import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

describe('GET /api/food-search', () => {
  it('returns the plain food first with nutrition per serving and household portions', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/food-search?q=banana', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const results = res.json();
    expect(results[0]).toMatchObject({ name: expect.stringMatching(/^Bananas?, raw$/), brand: null });
    // The first is FNDDS's or SR's raw banana; SR's numbers are the ones checked here.
    const sr = results.find((f: { dataType: string }) => f.dataType === 'SR Legacy');
    expect(sr).toMatchObject({ name: 'Bananas, raw', brand: null });
    expect(sr.portions.length).toBeGreaterThan(2);
    expect(sr.portions).toContainEqual({ label: '1 medium', grams: 118, unspecified: false });
    expect(sr.flags).toEqual(['vegan', 'vegetarian']);
    const grams = sr.portions[0].grams;
    expect(sr.nutrition.calories).toBe(Math.round((89 * grams) / 100));
  });

  it("puts the user's own frequently logged food first, and only for that user", async () => {
    const { cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    const search = async (c: string) => (await t.app.inject({ method: 'GET', url: '/api/food-search?q=banana', headers: { cookie: c } })).json();
    const before = await search(cookie);
    const mine = before.find((f: { name: string }) => f.name !== before[0].name && !/pudding|split|bread/i.test(f.name));
    const today = new Date().toISOString().slice(0, 10);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST', url: '/api/food-logs', headers: { cookie },
        payload: { date: today, mealType: 'snack', foodName: mine.name, quantity: '1', calories: 100, protein: 1, carbs: 20, fats: 0, foodId: mine.id },
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await search(cookie))[0].id).toBe(mine.id);
    expect((await search(other.cookie))[0].id).toBe(before[0].id);
  });

  it('tolerates typos through tRPC too', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/trpc/foodLog.search?input=${encodeURIComponent(JSON.stringify({ q: 'chiken brest' }))}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data[0].name).toMatch(/^Chicken.*breast/i);
  });

  it.each([['', 'Search text must be at least 3 characters'], ['ab', 'Search text must be at least 3 characters'], ['x'.repeat(101), 'Search text must be at most 100 characters']])(
    'refuses q=%j with 400',
    async (q, message) => {
      const { cookie } = await signUp(t.app);
      const res = await t.app.inject({ method: 'GET', url: `/api/food-search?q=${q}`, headers: { cookie } });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({ path: 'q', message });
    },
  );

  it('answers 400 when q is missing and 401 when signed out', async () => {
    const { cookie } = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/food-search', headers: { cookie } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/food-search?q=banana' })).statusCode).toBe(401);
  });
});
