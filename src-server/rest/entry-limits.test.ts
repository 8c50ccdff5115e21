import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates.ts';
import { signUp, useTestApp } from '../test/app.ts';
import { owned, rowCounts } from '../test/owned-data.ts';

// One rule for an entry's amount and day, whichever way the entry comes in (decision 102).
const t = useTestApp();

type User = { id: string; cookie: string };
type Method = 'POST' | 'PATCH' | 'PUT' | 'GET';
type Food = { id: number; name: string; portions: { label: string; grams: number }[] };

const send = (user: User, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
const trpc = (user: User, path: string, input: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/trpc/${path}`, headers: { cookie: user.cookie, 'content-type': 'application/json' }, payload: JSON.stringify(input) });

let user: User;
let today: string;
let egg: Food;
let entryId: number;
let recipeId: number;
let heavyRecipeId: number;
let savedMealId: number;
let planId: number;
let mcp: Client;
const clients: Client[] = [];

/** Every row the user has in the tables entries live in, and the row count of every table. */
async function state() {
  const rows: Record<string, unknown[]> = {};
  for (const table of ['food_logs', 'water_logs', 'weight_logs', 'activity_logs', 'daily_steps']) {
    rows[table] = (await sql`select * from ${sql.table(table)} where user_id = ${user.id} order by 1`.execute(t.database.db)).rows;
  }
  return { rows, counts: await rowCounts(t.database.db) };
}

/** The first field an error names, from a REST body or tRPC's error data. */
function refusedField(body: { issues?: { path: string }[]; error?: { data?: { issues?: { path: string }[] } } }): string | undefined {
  return (body.issues ?? body.error?.data?.issues)?.[0]?.path;
}

async function expectRefused(what: string, field: string, request: () => Promise<{ statusCode: number; body: string }>) {
  const before = await state();
  const res = await request();
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBe(400);
  expect(refusedField(JSON.parse(res.body)), `${what}: ${res.body.slice(0, 300)}`).toBe(field);
  expect(await state(), what).toEqual(before);
}

async function search(q: string, pick: (f: Food) => boolean): Promise<Food> {
  const foods = (await send(user, 'GET', `/api/food-search?q=${encodeURIComponent(q)}`)).json() as Food[];
  const food = foods.find(pick);
  if (!food) throw new Error(`no ${q} in the test foods`);
  return food;
}

beforeAll(async () => {
  user = await signUp(t.app);
  today = (await send(user, 'GET', '/api/progress')).json().today;
  egg = await search('egg', (f) => /^Eggs?,? whole/i.test(f.name) && f.portions.some((p) => p.label === '1 large') && !f.portions.some((p) => /handful/i.test(p.label)));
  const oil = await search('olive oil', (f) => /^Oil,? olive/i.test(f.name));
  entryId = (await send(user, 'POST', '/api/food-logs/portion', { foodId: egg.id, portion: '1 large', mealType: 'breakfast', date: today })).json().id;
  recipeId = await owned.recipe(t.app, user.cookie);
  // 1.2 kg of oil in one serving: over 10,000 kcal whatever the oil.
  heavyRecipeId = (await send(user, 'POST', '/api/recipes', { name: 'Oil', servings: 1, ingredients: [{ foodId: oil.id, amount: '1200 g' }] })).json().id;
  await send(user, 'POST', '/api/food-logs/quick-add', { date: today, mealType: 'breakfast', label: 'Pastries', calories: 600 });
  savedMealId = (await send(user, 'POST', '/api/saved-meals', { name: 'Breakfast', date: today, mealType: 'breakfast' })).json().id;
  planId = await owned.mealPlan(t.app, user.cookie);
  const token = (await send(user, 'POST', '/api/auth/tokens', { name: 'assistant', scopes: ['read', 'log'] })).json().token as string;
  const base = new URL('/api/mcp', await t.app.listen({ port: 0, host: '127.0.0.1' }));
  mcp = new Client({ name: 'test-assistant', version: '1.0.0' });
  clients.push(mcp);
  await mcp.connect(new StreamableHTTPClientTransport(base, { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

const BAD_AMOUNTS: [string, string][] = [
  ['a billion grams', '1000000000 g'],
  ['a negative amount', '-50 g'],
  ['nothing', '0 g'],
  ['over 5 kg', '5001 g'],
  ['a unit the food has no portion of', '2 handfuls'],
];

const badDates = () => [
  ['year 1', '0001-01-01'],
  ['year 9999', '9999-12-31'],
  ['the day before 2000', '1999-12-31'],
  ['two years ahead', addDays(today, 731)],
] as const;

const eggEntry = (quantity: string) => ({ date: today, mealType: 'lunch', foodName: egg.name, quantity, calories: 72, protein: 6.3, carbs: 0.4, fats: 4.8, foodId: egg.id });

describe('amounts', () => {
  it.each(BAD_AMOUNTS)('refuses %s (%s) on every route that takes an amount in words, naming the field', async (_what, amount) => {
    await expectRefused('POST /api/food-logs', 'quantity', () => send(user, 'POST', '/api/food-logs', eggEntry(amount)));
    await expectRefused('foodLog.create', 'quantity', () => trpc(user, 'foodLog.create', eggEntry(amount)));
    await expectRefused('POST /api/food-logs/portion', 'portion', () => send(user, 'POST', '/api/food-logs/portion', { foodId: egg.id, portion: amount, mealType: 'lunch' }));
    await expectRefused('foodLog.logPortion', 'portion', () => trpc(user, 'foodLog.logPortion', { foodId: egg.id, portion: amount, mealType: 'lunch' }));
    await expectRefused('PATCH /api/food-logs/:id', 'quantity', () => send(user, 'PATCH', `/api/food-logs/${entryId}`, { quantity: amount }));
    await expectRefused('PUT /api/food-logs/:id', 'quantity', () => send(user, 'PUT', `/api/food-logs/${entryId}`, { quantity: amount }));
    await expectRefused('foodLog.update', 'quantity', () => trpc(user, 'foodLog.update', { id: entryId, quantity: amount }));
    const preview = await t.app.inject({ method: 'GET', url: `/api/trpc/foodLog.previewEdit?input=${encodeURIComponent(JSON.stringify({ id: entryId, quantity: amount }))}`, headers: { cookie: user.cookie } });
    expect(preview.statusCode, preview.body).toBe(400);
    expect(refusedField(preview.json())).toBe('quantity');
    // An imported entry brings its own numbers: its words are checked, not held to the food's portions.
    if (amount === '2 handfuls') return;
    const content = JSON.stringify({ app: 'Platewise', foodLogs: [{ ...eggEntry(amount), date: '2026-01-05' }] });
    await expectRefused('POST /api/import', 'foodLogs[0].quantity', () => send(user, 'POST', '/api/import', { format: 'platewise-json', content }));
  });

  it.each(BAD_AMOUNTS)('the log_food tool refuses %s (%s) naming the portion, and logs nothing', async (_what, amount) => {
    const before = await state();
    const result = (await mcp.callTool({ name: 'log_food', arguments: { foodId: egg.id, portion: amount, mealType: 'lunch' } })) as CallToolResult;
    expect(result.isError).toBe(true);
    const text = result.content[0]?.type === 'text' ? result.content[0].text : '';
    expect(text).toContain('portion');
    expect(await state()).toEqual(before);
  });

  it('shows the numbers of a typed amount before it is saved, as the save then stores them', async () => {
    const before = await state();
    const entry = (await send(user, 'GET', `/api/food-logs?date=${today}`)).json().find((e: { id: number }) => e.id === entryId);
    const res = await t.app.inject({ method: 'GET', url: `/api/trpc/foodLog.previewEdit?input=${encodeURIComponent(JSON.stringify({ id: entryId, quantity: '3 large' }))}`, headers: { cookie: user.cookie } });
    const preview = res.json().result.data;
    expect(preview.quantity).toBe('3 large');
    expect(preview.calories).toBeCloseTo(entry.calories * 3, -1);
    expect(await state()).toEqual(before);
    const saved = await trpc(user, 'foodLog.update', { id: entryId, quantity: '3 large' });
    expect(saved.json().result.data).toMatchObject(preview);
    await trpc(user, 'foodLog.update', { id: entryId, quantity: '1 large' });
  });

  it('refuses a unit that does not fit with the units that do', async () => {
    const res = await send(user, 'POST', '/api/food-logs/portion', { foodId: egg.id, portion: '2 handfuls', mealType: 'lunch' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toEqual({ path: 'portion', message: expect.stringMatching(/^“handfuls” does not fit this food: use g, oz, .*large/) });
  });

  it('refuses a negative, zero or oversized number on the routes that take numbers', async () => {
    await expectRefused('grams over 5 kg', 'grams', () => send(user, 'POST', '/api/food-logs', { ...eggEntry('1 large'), grams: 5001 }));
    await expectRefused('grams of nothing', 'grams', () => trpc(user, 'foodLog.create', { ...eggEntry('1 large'), grams: 0 }));
    await expectRefused('an entry over 10,000 kcal', 'calories', () => send(user, 'POST', '/api/food-logs', { ...eggEntry('1 large'), foodId: null, calories: 10_001 }));
    for (const calories of [-50, 0, 10_001]) {
      await expectRefused(`quick add of ${calories} kcal`, 'calories', () => send(user, 'POST', '/api/food-logs/quick-add', { date: today, mealType: 'snack', calories }));
      await expectRefused(`foodLog.quickAdd of ${calories} kcal`, 'calories', () => trpc(user, 'foodLog.quickAdd', { date: today, mealType: 'snack', calories }));
    }
    for (const amount of [-50, 0, 5001]) {
      await expectRefused(`water ${amount} ml`, 'amount', () => send(user, 'POST', '/api/water', { amount }));
      await expectRefused(`water.add ${amount} ml`, 'amount', () => trpc(user, 'water.add', { amount }));
    }
    await expectRefused('water 200 fl oz', 'amount', () => send(user, 'POST', '/api/water', { amount: 200, unit: 'fl_oz' }));
    for (const servings of [-1, 0]) {
      await expectRefused(`recipe log of ${servings}`, 'servings', () => send(user, 'POST', `/api/recipes/${recipeId}/log`, { servings, date: today, mealType: 'lunch' }));
      await expectRefused(`ai.logMealRecipe of ${servings}`, 'servings', () => trpc(user, 'ai.logMealRecipe', { recipeId: 'shakshuka', servings, date: today, mealType: 'lunch' }));
    }
    // 0 servings leaves an item out; less is refused.
    await expectRefused('saved meal log of -1', 'items.0.servings', () => send(user, 'POST', `/api/saved-meals/${savedMealId}/log`, { date: today, mealType: 'lunch', items: [{ item: 1, servings: -1 }] }));
    await expectRefused('a recipe serving of 10,000 kcal', 'servings', () => send(user, 'POST', `/api/recipes/${heavyRecipeId}/log`, { servings: 1, date: today, mealType: 'lunch' }));
    await expectRefused('recipe.log of 10,000 kcal', 'servings', () => trpc(user, 'recipe.log', { id: heavyRecipeId, servings: 1, date: today, mealType: 'lunch' }));
    await expectRefused('50 servings of a suggested recipe', 'servings', () => send(user, 'POST', '/api/ai/meal-recipes/shakshuka/log', { servings: 50, date: today, mealType: 'lunch' }));
    await expectRefused('100 times a saved breakfast', 'items', () => trpc(user, 'savedMeal.log', { id: savedMealId, date: today, mealType: 'lunch', items: [{ item: 1, servings: 100 }, { item: 2, servings: 100 }] }));
  });
});

describe('dates', () => {
  it.each([0, 1, 2, 3])('refuses bad date %i on every route that makes an entry, naming the field', async (i) => {
    const [what, date] = badDates()[i]!;
    const cases: [string, string, () => Promise<{ statusCode: number; body: string }>][] = [
      ['POST /api/food-logs', 'date', () => send(user, 'POST', '/api/food-logs', { ...eggEntry('1 large'), date })],
      ['foodLog.create', 'date', () => trpc(user, 'foodLog.create', { ...eggEntry('1 large'), date })],
      ['POST /api/food-logs/portion', 'date', () => send(user, 'POST', '/api/food-logs/portion', { foodId: egg.id, portion: '1 large', mealType: 'lunch', date })],
      ['foodLog.logPortion', 'date', () => trpc(user, 'foodLog.logPortion', { foodId: egg.id, portion: '1 large', mealType: 'lunch', date })],
      ['PATCH /api/food-logs/:id', 'date', () => send(user, 'PATCH', `/api/food-logs/${entryId}`, { date })],
      ['foodLog.update', 'date', () => trpc(user, 'foodLog.update', { id: entryId, date })],
      ['POST /api/food-logs/quick-add', 'date', () => send(user, 'POST', '/api/food-logs/quick-add', { date, mealType: 'snack', calories: 100 })],
      ['foodLog.quickAdd', 'date', () => trpc(user, 'foodLog.quickAdd', { date, mealType: 'snack', calories: 100 })],
      ['POST /api/food-logs/copy', 'toDate', () => send(user, 'POST', '/api/food-logs/copy', { fromDate: today, toDate: date })],
      ['foodLog.copy', 'toDate', () => trpc(user, 'foodLog.copy', { fromDate: today, toDate: date })],
      ['POST /api/recipes/:id/log', 'date', () => send(user, 'POST', `/api/recipes/${recipeId}/log`, { servings: 1, date, mealType: 'lunch' })],
      ['recipe.log', 'date', () => trpc(user, 'recipe.log', { id: recipeId, servings: 1, date, mealType: 'lunch' })],
      ['POST /api/ai/meal-recipes/:recipeId/log', 'date', () => send(user, 'POST', '/api/ai/meal-recipes/shakshuka/log', { servings: 1, date, mealType: 'lunch' })],
      ['ai.logMealRecipe', 'date', () => trpc(user, 'ai.logMealRecipe', { recipeId: 'shakshuka', servings: 1, date, mealType: 'lunch' })],
      ['POST /api/saved-meals/:id/log', 'date', () => send(user, 'POST', `/api/saved-meals/${savedMealId}/log`, { date, mealType: 'lunch' })],
      ['savedMeal.log', 'date', () => trpc(user, 'savedMeal.log', { id: savedMealId, date, mealType: 'lunch' })],
      ['POST /api/meal-plans/:id/log-meal', 'date', () => send(user, 'POST', `/api/meal-plans/${planId}/log-meal`, { day: 1, mealType: 'dinner', date })],
      ['mealPlan.logDay', 'date', () => trpc(user, 'mealPlan.logDay', { planId, day: 1, date })],
      ['POST /api/water', 'date', () => send(user, 'POST', '/api/water', { amount: 250, date })],
      ['water.add', 'date', () => trpc(user, 'water.add', { amount: 250, date })],
      ['POST /api/weight-logs', 'date', () => send(user, 'POST', '/api/weight-logs', { weight: 80, date })],
      ['weight.create', 'date', () => trpc(user, 'weight.create', { weight: 80, date })],
      ['POST /api/activity', 'date', () => send(user, 'POST', '/api/activity', { code: '17190', minutes: 20, date })],
      ['activity.add', 'date', () => trpc(user, 'activity.add', { code: '17190', minutes: 20, date })],
      ['PUT /api/steps', 'date', () => send(user, 'PUT', '/api/steps', { steps: 5000, date })],
      ['POST /api/import food', 'foodLogs[0].date', () => send(user, 'POST', '/api/import', { format: 'platewise-json', content: JSON.stringify({ app: 'Platewise', foodLogs: [{ ...eggEntry('1 large'), date }] }) })],
      ['POST /api/import weight', 'weightLogs[0].date', () => send(user, 'POST', '/api/import', { format: 'platewise-json', content: JSON.stringify({ app: 'Platewise', weightLogs: [{ weight: 80, date }] }) })],
      ['POST /api/import water', 'waterLogs[0].date', () => send(user, 'POST', '/api/import', { format: 'platewise-json', content: JSON.stringify({ app: 'Platewise', waterLogs: [{ ml: 250, date }] }) })],
    ];
    for (const [route, field, request] of cases) await expectRefused(`${route} on ${what}`, field, request);

    for (const tool of ['log_food', 'log_water', 'log_weight']) {
      const args = tool === 'log_food' ? { foodId: egg.id, portion: '1 large', mealType: 'lunch', date } : tool === 'log_water' ? { amount: 250, date } : { weight: 80, date };
      const before = await state();
      const result = (await mcp.callTool({ name: tool, arguments: args })) as CallToolResult;
      expect(result.isError, `${tool} on ${what}`).toBe(true);
      expect(result.content[0]?.type === 'text' ? result.content[0].text : '').toContain('date');
      expect(await state()).toEqual(before);
    }
  });

  it('takes the first and last days of the range', async () => {
    const first = await send(user, 'POST', '/api/food-logs/quick-add', { date: '2000-01-01', mealType: 'snack', calories: 100 });
    expect(first.statusCode, first.body).toBe(201);
    const last = await send(user, 'POST', '/api/food-logs/quick-add', { date: addDays(today, 365), mealType: 'snack', calories: 100 });
    expect(last.statusCode, last.body).toBe(201);
  });
});

describe('planned days', () => {
  it('a day copied ahead neither lengthens a streak nor unlocks an achievement', async () => {
    const planner = await signUp(t.app);
    const as = { ...planner };
    const progress = async () => (await send(as, 'GET', '/api/progress')).json();
    const day = (await progress()).today as string;
    for (let i = 5; i >= 0; i -= 1) {
      const res = await send(as, 'POST', '/api/food-logs/quick-add', { date: addDays(day, -i), mealType: 'lunch', calories: 500 });
      expect(res.statusCode).toBe(201);
    }
    const before = await progress();
    expect(before).toMatchObject({ currentStreak: 6, longestStreak: 6, mealsLogged: 6 });

    const copy = await send(as, 'POST', '/api/food-logs/copy', { fromDate: day, toDate: addDays(day, 1) });
    expect(copy.statusCode, copy.body).toBe(201);
    const after = await progress();
    expect(after).toMatchObject({ currentStreak: 6, longestStreak: 6, mealsLogged: 6 });
    const week = after.achievements.find((a: { id: string }) => a.id === 'week-warrior');
    expect(week).toMatchObject({ unlocked: false, unlockedOn: null });
    expect(after.achievements).toEqual(before.achievements);
  });
});
