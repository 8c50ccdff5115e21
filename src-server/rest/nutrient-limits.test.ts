import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { AGE_RANGE } from '../../src/schemas/user.ts';
import { completeProfile, signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

const csvFile = process.env.DRI_CSV ?? fileURLToPath(new URL('../../../shared/reference/dri.csv', import.meta.url));

type Target = { key: string; dri: number | null; driKind: string | null; targetKind: string; target: number | null };
type Row = Target & { amount: number; percentOfTarget: number | null; overLimit: boolean; entriesLacking: number };

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const find = <T extends { key: string }>(rows: T[], key: string) => rows.find((r) => r.key === key)!;

async function foodId(sourceId: string): Promise<number> {
  const row = await t.database.db.selectFrom('foods').select('id').where('source', '=', 'sr_legacy').where('source_id', '=', sourceId).executeTakeFirstOrThrow();
  return row.id;
}

async function log(cookie: string, body: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload: { mealType: 'lunch', quantity: '1', protein: 1, carbs: 10, fats: 0, ...body } });
  expect(res.statusCode, res.body).toBe(201);
}

/** A person of this sex and age, onboarded; the cookie and the day's calorie target. */
async function person(gender: string, age: number) {
  const { cookie } = await signUp(t.app, { onboard: false });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/onboarding', headers: { cookie }, payload: { ...completeProfile, gender, age } });
  expect(res.statusCode, res.body).toBe(200);
  const calories = (await get(cookie, '/api/auth/user')).json().dailyCalories as number;
  return { cookie, calories };
}

describe('fiber, sodium, added sugars and saturated fat targets', () => {
  it.skipIf(!existsSync(csvFile))('are in /api/nutrient-targets for every age and sex group of the DRI table the app serves', async () => {
    const rows = parse(readFileSync(csvFile, 'utf8'), { columns: true }) as Record<string, string>[];
    // The app's people are male or female, not pregnant or lactating, aged 13 to 120: each such group once, at the youngest age the app accepts in it.
    const groups = new Map<string, { sex: string; age: number }>();
    for (const r of rows) {
      if (r.life_stage !== 'none' || (r.sex !== 'male' && r.sex !== 'female')) continue;
      const age = Math.max(Number(r.age_min_years), AGE_RANGE.min);
      if (age <= Number(r.age_max_years)) groups.set(`${r.sex} ${r.age_min_years}`, { sex: r.sex, age });
    }
    expect(groups.size).toBe(12);
    const row = (nutrient: string, type: string, sex: string, age: number) =>
      rows.find((r) => r.nutrient === nutrient && r.type === type && r.sex === sex && r.life_stage === 'none' && age >= Number(r.age_min_years) && age <= Number(r.age_max_years));

    for (const { sex, age } of groups.values()) {
      const { cookie, calories } = await person(sex, age);
      const res = await get(cookie, '/api/nutrient-targets');
      expect(res.statusCode, res.body).toBe(200);
      const targets = res.json().targets as Target[];
      const who = `${sex} ${age}`;
      expect(find(targets, 'fiber'), who).toMatchObject({ target: Number(row('fiber, total', 'AI', sex, age)!.value), driKind: 'AI', targetKind: 'intake' });
      expect(find(targets, 'sodium'), who).toMatchObject({ target: Number(row('sodium', 'CDRR', sex, age)!.value), driKind: 'CDRR', targetKind: 'limit' });
      expect(find(targets, 'addedSugar'), who).toMatchObject({ target: Math.round((calories * 0.1) / 4), driKind: 'DGA', targetKind: 'limit' });
      expect(find(targets, 'saturatedFat'), who).toMatchObject({ target: Math.round((calories * 0.1) / 9), driKind: 'DGA', targetKind: 'limit' });
      // No authority sets a target for total sugars: shown, without one.
      expect(find(targets, 'sugar'), who).toMatchObject({ target: null, driKind: null, targetKind: 'limit' });
    }
  });

  it('follow the calorie target, and an own target replaces the default', async () => {
    const { cookie, calories } = await person('female', 35);
    expect(calories).toBeGreaterThan(0);
    const put = await t.app.inject({ method: 'PUT', url: '/api/nutrient-targets', headers: { cookie }, payload: { targets: [{ nutrient: 'sodium', target: 1500 }, { nutrient: 'fiber', target: 30 }] } });
    expect(put.statusCode, put.body).toBe(200);
    const targets = put.json().targets as (Target & { custom: number | null })[];
    expect(find(targets, 'sodium')).toMatchObject({ dri: 2300, custom: 1500, target: 1500, targetKind: 'limit' });
    expect(find(targets, 'fiber')).toMatchObject({ dri: 25, custom: 30, target: 30 });
  });
});

describe('a day of logged foods', () => {
  it('shows fiber, sodium, sugars and saturated fat eaten against their targets', async () => {
    const { cookie, calories } = await person('male', 30);
    const date = '2026-11-10';
    // The label's numbers scaled to the portion, as the food log's serving calculator sends them; saturated fat the server takes from the food.
    // SR28 16043 pinto beans, boiled: per 100 g 143 kcal, 9 g fiber, 1 mg sodium, 0.34 g sugars, 0.14 g saturated fat.
    await log(cookie, { date, foodName: 'Beans, pinto, boiled', foodId: await foodId('16043'), grams: 200, calories: 286, fiber: 18, sugar: 0.68, sodium: 2 });
    // SR28 01270 sharp cheddar, sliced: per 100 g 410 kcal, no fiber, 644 mg sodium, 0.27 g sugars, 19.4 g saturated fat.
    await log(cookie, { date, foodName: 'Cheddar, sharp', foodId: await foodId('01270'), grams: 100, calories: 410, fiber: 0, sugar: 0.27, sodium: 644 });

    const day = await get(cookie, `/api/nutrients?from=${date}&to=${date}`);
    expect(day.statusCode, day.body).toBe(200);
    const rows = day.json().nutrients as Row[];
    expect(find(rows, 'fiber')).toMatchObject({ amount: 18, target: 38, percentOfTarget: 47, targetKind: 'intake', entriesLacking: 0 });
    expect(find(rows, 'sodium')).toMatchObject({ amount: 646, target: 2300, percentOfTarget: 28, targetKind: 'limit', overLimit: false });
    const satFat = Math.round((calories * 0.1) / 9);
    expect(find(rows, 'saturatedFat')).toMatchObject({ amount: 19.7, target: satFat, percentOfTarget: Math.round((19.68 / satFat) * 100), targetKind: 'limit' });
    // Entries keep sugars to 0.1 g: 0.7 + 0.3.
    expect(find(rows, 'sugar')).toMatchObject({ amount: 1, target: null, percentOfTarget: null });
    // USDA's SR Legacy foods do not say how much of their sugar was added: unknown for both, not zero.
    expect(find(rows, 'addedSugar')).toMatchObject({ amount: 0, entriesLacking: 2 });

    // A typed entry that names its sodium takes the day over the limit.
    await log(cookie, { date, foodName: 'Ramen from the shop', calories: 450, sodium: 1800 });
    const after = (await get(cookie, `/api/nutrients?from=${date}&to=${date}`)).json().nutrients as Row[];
    // 2 + 644 + 1800 = 2,446 mg, shown to three figures.
    expect(find(after, 'sodium')).toMatchObject({ amount: 2450, overLimit: true, percentOfTarget: 106 });
  });
});
