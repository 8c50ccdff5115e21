import { describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../../src/domain/dates.ts';
import { sayIn } from '../../src/advice/say.ts';
import { signUp, useTestApp } from '../test/app.ts';
import { lowThisWeek } from '../services/nutrients/low-this-week.ts';
import { rowCounts } from '../test/owned-data.ts';

const t = useTestApp();

type Row = { key: string; amount: number; target: number | null; percentOfTarget: number | null; entriesLacking: number; topFoods: { foodName: string; amount: number }[]; dri: number | null; custom: number | null };

async function foodId(sourceId: string, source = 'sr_legacy'): Promise<number> {
  const row = await t.database.db.selectFrom('foods').select('id').where('source', '=', source).where('source_id', '=', sourceId).executeTakeFirstOrThrow();
  return row.id;
}

async function log(cookie: string, body: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload: { mealType: 'lunch', quantity: '1', protein: 1, carbs: 10, fats: 0, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const get = async (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const nutrient = (body: { nutrients: Row[] }, key: string) => body.nutrients.find((n) => n.key === key)!;

describe('nutrients of food logs', () => {
  it('scales the food’s nutrients when logged and keeps them on the entry; the day shows amount, % of target and top foods', async () => {
    const { cookie } = await signUp(t.app);
    const date = '2026-11-02';
    // SR28 09200 "Oranges, raw": 47 kcal and 53.2 mg vitamin C per 100 g; a large orange is 184 g.
    const orange = await log(cookie, { date, foodName: 'Oranges, raw', foodId: await foodId('09200'), grams: 184, calories: 86 });
    expect(orange.nutrients.vitaminC).toBeCloseTo(97.9, 1);
    // Without grams the amount is read from the quantity (decision 109): 200 g of FNDDS 72201100 broccoli (39 kcal, 91.3 mg per 100 g).
    const broccoli = await log(cookie, { date, foodName: 'Broccoli, raw', foodId: await foodId('72201100', 'survey'), quantity: '200 g', calories: 1 });
    expect(broccoli.calories).toBe(78);
    // Amounts keep three significant figures.
    expect(broccoli.nutrients.vitaminC).toBe(183);
    // An entry typed by hand says nothing about vitamin C: unknown, not zero.
    const typed = await log(cookie, { date, foodName: 'Grandma’s soup', calories: 200 });
    expect(typed.nutrients).toEqual({});

    const res = await get(cookie, `/api/nutrients?from=${date}&to=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    const c = nutrient(res.json(), 'vitaminC');
    // Men aged 19-30: RDA 90 mg. 97.9 + 183 = 280.9 mg.
    expect(c).toMatchObject({ dri: 90, target: 90, entriesLacking: 1 });
    expect(c.amount).toBe(281);
    expect(c.percentOfTarget).toBe(312);
    expect(c.topFoods.map((f) => f.foodName)).toEqual(['Broccoli, raw', 'Oranges, raw']);
    expect(res.json()).toMatchObject({ from: date, to: date, days: 1, daysLogged: 1, entries: 3 });
  });

  it('averages a range over the days with entries and rescales an edited portion', async () => {
    const { cookie } = await signUp(t.app);
    const today = dayIn('UTC');
    const orangeId = await foodId('09200');
    const entry = await log(cookie, { date: today, foodName: 'Oranges, raw', foodId: orangeId, grams: 100, calories: 47 });
    await log(cookie, { date: addDays(today, -3), foodName: 'Oranges, raw', foodId: orangeId, grams: 200, calories: 94 });
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/food-logs/${entry.id}`, headers: { cookie }, payload: { quantity: '200 g' } });
    // The portion engine makes it 200 g of orange; every nutrient follows the food (decision 043).
    expect(patched.json().nutrients.vitaminC).toBe(106);
    const week = (await get(cookie, `/api/nutrients?from=${addDays(today, -6)}&to=${today}`)).json();
    expect(week).toMatchObject({ days: 7, daysLogged: 2, entries: 2 });
    expect(nutrient(week, 'vitaminC').amount).toBe(106);
  });
});

describe('nutrient targets', () => {
  it('defaults to the DRI, takes an own target, and resets to the DRI', async () => {
    const { cookie } = await signUp(t.app);
    const targets = (await get(cookie, '/api/nutrient-targets')).json();
    expect(targets.group).toBe('male, 19-30 years');
    expect(targets.targets.find((x: Row) => x.key === 'iron')).toMatchObject({ dri: 8, custom: null, target: 8, upperLimit: 45 });
    const put = await t.app.inject({ method: 'PUT', url: '/api/nutrient-targets', headers: { cookie }, payload: { targets: [{ nutrient: 'iron', target: 14 }, { nutrient: 'caffeine', target: 400 }] } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().targets.find((x: Row) => x.key === 'iron')).toMatchObject({ dri: 8, custom: 14, target: 14 });
    expect(put.json().targets.find((x: Row) => x.key === 'caffeine')).toMatchObject({ dri: null, target: 400 });
    const report = (await get(cookie, '/api/nutrients')).json();
    expect(nutrient(report, 'iron').target).toBe(14);
    const reset = await t.app.inject({ method: 'PUT', url: '/api/nutrient-targets', headers: { cookie }, payload: { targets: [{ nutrient: 'iron', target: null }] } });
    expect(reset.json().targets.find((x: Row) => x.key === 'iron')).toMatchObject({ custom: null, target: 8 });
  });

  it.each([
    [{ targets: [{ nutrient: 'iron', target: -5 }] }, 'targets.0.target'],
    [{ targets: [{ nutrient: 'iron', target: 0 }] }, 'targets.0.target'],
    [{ targets: [{ nutrient: 'unobtainium', target: 5 }] }, 'targets.0.nutrient'],
    [{ targets: [{ nutrient: '__proto__', target: 5 }] }, 'targets.0.nutrient'],
    [{ targets: [{ nutrient: 'iron', target: 'lots' }] }, 'targets.0.target'],
    [{ targets: [] }, 'targets'],
    [{ targets: [{ nutrient: 'iron', target: 10 }, { nutrient: 'iron', target: 12 }] }, 'targets'],
  ])('refuses %j with a 400 naming %s, and stores nothing', async (payload, path) => {
    const { cookie } = await signUp(t.app);
    const before = await rowCounts(t.database.db);
    const res = await t.app.inject({ method: 'PUT', url: '/api/nutrient-targets', headers: { cookie }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it.each([
    ['from=2026-01-01&to=2026-04-30', 'to'],
    ['from=2026-03-10&to=2026-03-01', 'to'],
    ['from=2026-02-30', 'from'],
    ['to=yesterday', 'to'],
  ])('refuses the range %s with a 400 naming %s', async (query, path) => {
    const { cookie } = await signUp(t.app);
    const res = await get(cookie, `/api/nutrients?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
  });
});

describe('access', () => {
  it('answers 401 to a visitor who is not signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/nutrients' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/nutrient-targets' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/nutrient-targets', payload: { targets: [{ nutrient: 'iron', target: 9 }] } })).statusCode).toBe(401);
  });

  it("never shows another user's entries or targets", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const date = '2026-11-05';
    await log(owner.cookie, { date, foodName: 'Oranges, raw', foodId: await foodId('09200'), grams: 150, calories: 70 });
    await t.app.inject({ method: 'PUT', url: '/api/nutrient-targets', headers: { cookie: owner.cookie }, payload: { targets: [{ nutrient: 'vitaminC', target: 200 }] } });
    const seen = (await get(other.cookie, `/api/nutrients?from=${date}&to=${date}`)).json();
    expect(seen).toMatchObject({ entries: 0, daysLogged: 0 });
    expect(nutrient(seen, 'vitaminC')).toMatchObject({ amount: 0, target: 90, topFoods: [] });
    expect(nutrient((await get(owner.cookie, `/api/nutrients?from=${date}&to=${date}`)).json(), 'vitaminC')).toMatchObject({ target: 200 });
  });
});

describe('low this week', () => {
  it('names nutrients under 70% of target over the last 7 days with foods rich in them that fit a vegan diet, and feeds the coach', async () => {
    const { cookie, id } = await signUp(t.app);
    await t.database.db.updateTable('users').set({ dietary_preference: 'vegan' }).where('id', '=', id).execute();
    const today = dayIn('UTC');
    for (const back of [0, 1, 3]) await log(cookie, { date: addDays(today, -back), foodName: 'Oranges, raw', foodId: await foodId('09200'), grams: 150, calories: 70 });
    const user = await t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const low = await lowThisWeek(t.database.db, user);
    expect(low.length).toBeGreaterThan(0);
    expect(low[0]).toMatchObject({ daysLogged: 3 });
    expect(low[0]!.percentOfTarget).toBeLessThan(70);
    const foods = low.flatMap((l) => l.foods);
    expect(foods.length).toBeGreaterThan(0);
    const rows = await t.database.db.selectFrom('foods').select(['name', 'flags']).where('name', 'in', foods).where('plain_default', '=', true).execute();
    for (const row of rows) expect(row.flags, row.name).toContain('vegan');

    const coach = await t.app.inject({ method: 'POST', url: '/api/ai/daily-suggestions', headers: { cookie }, payload: {} });
    expect(coach.statusCode, coach.body).toBeLessThan(300);
    expect(coach.body).toContain(`${sayIn('en')(`nutrients.${low[0]!.key}`)} is low this week`);
    // In Spanish the nutrient is named in Spanish too.
    const spanish = await t.app.inject({ method: 'POST', url: '/api/ai/daily-suggestions', headers: { cookie, 'accept-language': 'es' }, payload: {} });
    expect(spanish.body).toContain(`${sayIn('es')(`nutrients.${low[0]!.key}`)} está bajo esta semana`);
  });

  it('says nothing with fewer than 3 logged days', async () => {
    const { cookie, id } = await signUp(t.app);
    await log(cookie, { date: dayIn('UTC'), foodName: 'Oranges, raw', foodId: await foodId('09200'), grams: 150, calories: 70 });
    const user = await t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(await lowThisWeek(t.database.db, user)).toEqual([]);
  });
});

describe('export and import', () => {
  it('carries the nutrients of each entry from one account to another', async () => {
    const source = await signUp(t.app);
    await log(source.cookie, { date: '2026-11-03', foodName: 'Oranges, raw', foodId: await foodId('09200'), grams: 100, calories: 47 });
    await log(source.cookie, { date: '2026-11-03', foodName: 'Soup', calories: 120, nutrients: { iron: 1.5 } });
    const exported = await get(source.cookie, '/api/export');
    const target = await signUp(t.app);
    const imported = await t.app.inject({ method: 'POST', url: '/api/import', headers: { cookie: target.cookie }, payload: { format: 'platewise-json', content: exported.body } });
    expect(imported.json()).toMatchObject({ added: { foodLogs: 2 } });
    const logs = (await get(target.cookie, '/api/food-logs?date=2026-11-03')).json() as { foodName: string; nutrients: Record<string, number> }[];
    expect(logs.find((l) => l.foodName === 'Oranges, raw')?.nutrients).toMatchObject({ vitaminC: 53.2, potassium: 181 });
    expect(logs.find((l) => l.foodName === 'Soup')?.nutrients).toEqual({ iron: 1.5 });
  });
});
