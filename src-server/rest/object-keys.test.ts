import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { banana } from '../test/owned-data.ts';

// Text from users that names a property of every JavaScript object must stay plain text.
const t = useTestApp();
const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

let cookie: string;
beforeAll(async () => {
  cookie = (await signUp(t.app)).cookie;
});

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('names that are properties of every object', () => {
  it.each(NAMES)('swaps and quick swap for a food named %s', async (name) => {
    // Found or not found in the food database, both are answers; a 500 or code in the text is not.
    const swaps = await post('/api/food-swaps', { food: { name } });
    expect([200, 404]).toContain(swaps.statusCode);
    expect(swaps.body).not.toMatch(/function|native code/);
    const quick = await post('/api/food-swaps/quick', { foodName: name });
    expect([200, 404]).toContain(quick.statusCode);
    expect(quick.body).not.toMatch(/function|native code/);
  });

  it.each(NAMES)('a meal plan preferring a cuisine named %s', async (cuisine) => {
    const res = await post('/api/meal-plans', { preferences: { days: 1, cuisinePreferences: [cuisine] } });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('function');
  });

  it.each(NAMES)('logs a food named %s and keeps showing that day', async (foodName) => {
    const date = '2026-03-0' + (NAMES.indexOf(foodName) + 1);
    expect((await post('/api/food-logs', { ...banana, date, foodName })).statusCode).toBe(201);
    const day = await get(`/api/daily-progress?date=${date}`);
    expect(day.statusCode).toBe(200);
    expect(day.json().meals.breakfast.map((e: { foodName: string }) => e.foodName)).toEqual([foodName]);
    const summary = await post('/api/ai/daily-suggestions', { date });
    expect(summary.statusCode).toBe(200);
  });

  it.each(NAMES)('imports a MyFitnessPal file with %s as the meal, refused by name', async (meal) => {
    const content = ['Date,Meal,Calories,Fat (g),Carbohydrates (g),Protein (g)', `2026-04-01,${meal},300,1,1,1`].join('\n');
    const res = await post('/api/import/preview', { format: 'mfp-csv', content });
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual([{ line: '2', message: `Meal "${meal}" is not Breakfast, Lunch, Dinner or Snacks` }]);
  });

  it.each(NAMES)('voice parsing of "one %s egg" answers with words, not code', async (word) => {
    const res = await post('/api/voice/parse-food', { transcript: `one ${word} egg` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/function|native code|\[object/);
  });
});
