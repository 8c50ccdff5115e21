import { afterAll, describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { startFakeOpenFoodFacts } from '../test/fake-open-food-facts.ts';
import { rowCounts } from '../test/owned-data.ts';

const fake = await startFakeOpenFoodFacts();
afterAll(() => fake.close());
const t = useTestApp({ OPEN_FOOD_FACTS_URL: fake.url });

// 40 g bar: 180 kcal, 4 g protein, 24 g carbs, 7.5 g fat.
const bar = { name: 'Grandma oat bar', brand: 'Homebake', barcode: '4006381333931', servingDescription: '1 bar', servingGrams: 40, calories: 180, protein: 4, carbs: 24, fats: 7.5, fiber: 3, sugar: 9, sodium: 60 };

type Res = Awaited<ReturnType<typeof t.app.inject>>;
const send = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<Res> =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const create = async (cookie: string, food: object = bar) => {
  const res = await send(cookie, 'POST', '/api/custom-foods', food);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as typeof bar & { id: number; nutrients: Record<string, number> };
};
const search = async (cookie: string, q: string) => (await send(cookie, 'GET', `/api/food-search?q=${encodeURIComponent(q)}`)).json() as { id: number; name: string; mine: boolean; dataType: string; nutrition: { calories: number } }[];

describe('custom foods', () => {
  it('creates, lists, edits and deletes a food, with the numbers per serving as entered', async () => {
    const { cookie } = await signUp(t.app);
    const food = await create(cookie);
    expect(food).toMatchObject({ ...bar, saturatedFat: null, nutrients: {} });
    expect((await send(cookie, 'GET', '/api/custom-foods')).json()).toEqual([food]);
    expect((await send(cookie, 'GET', `/api/custom-foods/${food.id}`)).json()).toEqual(food);

    const edited = await send(cookie, 'PUT', `/api/custom-foods/${food.id}`, { ...bar, name: 'Oat bar, less sugar', sugar: 5, calories: 170 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: food.id, name: 'Oat bar, less sugar', sugar: 5, calories: 170 });

    expect((await send(cookie, 'DELETE', `/api/custom-foods/${food.id}`)).json()).toEqual({ success: true, id: food.id });
    expect((await send(cookie, 'GET', '/api/custom-foods')).json()).toEqual([]);
    expect((await send(cookie, 'GET', `/api/custom-foods/${food.id}`)).statusCode).toBe(404);
  });

  it('is found by search first, marked as the user’s own, and only by its owner', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const food = await create(owner.cookie, { ...bar, name: 'Oats porridge, my way' });
    const results = await search(owner.cookie, 'oats');
    expect(results.length).toBeGreaterThan(1);
    expect(results[0]).toMatchObject({ id: food.id, name: 'Oats porridge, my way', mine: true, dataType: 'Custom', nutrition: { calories: 180 } });
    expect(results.slice(1).every((r) => !r.mine)).toBe(true);
    expect((await search(other.cookie, 'oats')).map((r) => r.id)).not.toContain(food.id);
  });

  it('keeps a log entry’s numbers when its food is edited or deleted', async () => {
    const { cookie } = await signUp(t.app);
    const food = await create(cookie);
    const logged = await send(cookie, 'POST', '/api/food-logs', {
      date: '2026-03-02', mealType: 'snack', foodName: food.name, quantity: '1 bar', calories: 180, protein: 4, carbs: 24, fats: 7.5, foodId: food.id, dataType: 'Custom',
    });
    expect(logged.statusCode, logged.body).toBe(201);
    await send(cookie, 'PUT', `/api/custom-foods/${food.id}`, { ...bar, calories: 250, fats: 15 });
    const day = async () => (await send(cookie, 'GET', '/api/food-logs?date=2026-03-02')).json() as { calories: number; foodId: number | null; foodName: string }[];
    expect(await day()).toEqual([expect.objectContaining({ calories: 180, foodId: food.id, foodName: bar.name })]);
    await send(cookie, 'DELETE', `/api/custom-foods/${food.id}`);
    expect(await day()).toEqual([expect.objectContaining({ calories: 180, foodId: null, foodName: bar.name })]);
  });

  it('keeps every tracked nutrient entered, leaves the rest unknown, and carries them into a log entry and the nutrients view', async () => {
    const { cookie } = await signUp(t.app);
    const nutrients = { iron: 2.4, calcium: 120, vitaminD: 2.5, vitaminB12: 0.6, caffeine: 0, transFat: 0.1 };
    const food = await create(cookie, { ...bar, saturatedFat: 1.5, nutrients });
    expect(food.nutrients).toEqual(nutrients);
    expect((await send(cookie, 'GET', `/api/custom-foods/${food.id}`)).json().nutrients).toEqual(nutrients);

    // Two bars through the portion engine: every known amount doubles, unknown ones stay absent.
    const logged = await send(cookie, 'POST', '/api/food-logs', {
      date: '2026-03-03', mealType: 'snack', foodName: food.name, quantity: '2 bars', grams: 80, calories: 360, protein: 8, carbs: 48, fats: 15, foodId: food.id, dataType: 'Custom',
    });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(logged.json().nutrients).toEqual({ iron: 4.8, calcium: 240, vitaminD: 5, vitaminB12: 1.2, caffeine: 0, transFat: 0.2, saturatedFat: 3 });

    const report = (await send(cookie, 'GET', '/api/nutrients?from=2026-03-03&to=2026-03-03')).json() as { nutrients: { key: string; amount: number; entriesLacking: number }[] };
    const row = (key: string) => report.nutrients.find((n) => n.key === key);
    expect(row('iron')).toMatchObject({ amount: 4.8, entriesLacking: 0 });
    expect(row('zinc')).toMatchObject({ entriesLacking: 1 });

    // Emptied on edit: unknown again, not 0.
    const edited = await send(cookie, 'PUT', `/api/custom-foods/${food.id}`, { ...bar, nutrients: { iron: null } });
    expect(edited.json().nutrients).toEqual({});
  });

  it('is found by its barcode before any other product, by its owner only', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    // The fake Open Food Facts knows this one; the owner's own food wins.
    const food = await create(owner.cookie, { ...bar, barcode: '0049000028911' });
    const own = await send(owner.cookie, 'GET', '/api/foods/barcode/0049000028911');
    expect(own.json()).toMatchObject({ id: food.id, mine: true, name: bar.name });
    const theirs = await send(other.cookie, 'GET', '/api/foods/barcode/0049000028911');
    expect(theirs.json()).toMatchObject({ name: 'Sparkling Lemon Water', mine: false });
  });

  it("refuses another user's food: 404 to read, change or delete it, 400 to log it, 404 to star it", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const food = await create(owner.cookie);
    const before = await rowCounts(t.database.db);
    expect((await send(intruder.cookie, 'GET', `/api/custom-foods/${food.id}`)).statusCode).toBe(404);
    expect((await send(intruder.cookie, 'PUT', `/api/custom-foods/${food.id}`, { ...bar, name: 'Mine now' })).statusCode).toBe(404);
    expect((await send(intruder.cookie, 'DELETE', `/api/custom-foods/${food.id}`)).statusCode).toBe(404);
    expect((await send(intruder.cookie, 'PUT', `/api/favorite-foods/${food.id}`)).statusCode).toBe(404);
    const logged = await send(intruder.cookie, 'POST', '/api/food-logs', { date: '2026-03-02', mealType: 'snack', foodName: 'x', quantity: '1', calories: 1, protein: 0, carbs: 0, fats: 0, foodId: food.id });
    expect(logged.statusCode).toBe(400);
    expect(logged.json().issues).toEqual([{ path: 'foodId', message: 'No food has this id' }]);
    expect(await rowCounts(t.database.db)).toEqual(before);
    expect((await send(owner.cookie, 'GET', `/api/custom-foods/${food.id}`)).json()).toEqual(food);
  });

  it('answers 401 signed out', async () => {
    for (const [method, url] of [['GET', '/api/custom-foods'], ['POST', '/api/custom-foods'], ['GET', '/api/custom-foods/1'], ['PUT', '/api/custom-foods/1'], ['DELETE', '/api/custom-foods/1']] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' || method === 'PUT' ? { payload: bar } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it.each([
    ['negative protein', { protein: -1 }, 'protein', /cannot be negative/],
    ['over 900 kcal per 100 g', { calories: 400, fats: 30, carbs: 5, protein: 2, sugar: 1 }, 'calories', /900 per 100 g/],
    ['macros worth far more than the calories', { calories: 100 }, 'calories', /more than 20% above 100/],
    ['a wrong check digit', { barcode: '4006381333932' }, 'barcode', /check digit/],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name', /at most 200 characters/],
    ['no serving weight', { servingGrams: 0 }, 'servingGrams', /more than 0/],
    ['a negative vitamin', { nutrients: { vitaminC: -3 } }, 'nutrients.vitaminC', /cannot be negative/],
    ['a mineral heavier than the serving', { nutrients: { potassium: 50_000 } }, 'nutrients.potassium', /cannot weigh more than the serving \(40 g\)/],
    ['trans fat above the fats', { nutrients: { transFat: 8 } }, 'nutrients.transFat', /more than the fats/],
    ['added sugar above the sugar', { nutrients: { addedSugar: 10 } }, 'nutrients.addedSugar', /more than the sugar/],
    ['a nutrient that is not tracked', { nutrients: { unobtainium: 1 } }, 'nutrients', /unobtainium/],
    ['a vitamin given as text', { nutrients: { iron: '2' } }, 'nutrients.iron', /must be a number/],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_, change, field, message) => {
    const { cookie } = await signUp(t.app);
    const food = await create(cookie);
    const before = await rowCounts(t.database.db);
    for (const [method, url] of [['POST', '/api/custom-foods'], ['PUT', `/api/custom-foods/${food.id}`]] as const) {
      const res = await send(cookie, method, url, { ...bar, ...change });
      expect(res.statusCode, `${method} ${res.body}`).toBe(400);
      expect(res.json().issues).toContainEqual({ path: field, message: expect.stringMatching(message) });
    }
    expect(await rowCounts(t.database.db)).toEqual(before);
    expect((await send(cookie, 'GET', `/api/custom-foods/${food.id}`)).json()).toEqual(food);
  });
});

describe('Open Food Facts answers kept for a day, in the database', () => {
  const age = (code: string, hours: number) =>
    t.database.db.updateTable('barcode_lookups').set({ checked_at: new Date(Date.now() - hours * 3_600_000) }).where('code', '=', code.padStart(14, '0')).execute();

  it('asks once a day for a product and for a miss', async () => {
    const { cookie } = await signUp(t.app);
    await t.database.db.deleteFrom('barcode_lookups').execute();
    fake.requests.length = 0;
    const lookUp = (code: string) => send(cookie, 'GET', `/api/foods/barcode/${code}`);
    expect((await lookUp('0049000028911')).json().name).toBe('Sparkling Lemon Water');
    expect((await lookUp('2000000000015')).statusCode).toBe(404);
    expect((await lookUp('049000028911')).json().name).toBe('Sparkling Lemon Water');
    expect((await lookUp('2000000000015')).statusCode).toBe(404);
    expect(fake.requests).toHaveLength(2);

    await age('0049000028911', 25);
    await age('2000000000015', 25);
    expect((await lookUp('0049000028911')).json().name).toBe('Sparkling Lemon Water');
    expect((await lookUp('2000000000015')).statusCode).toBe(404);
    expect(fake.requests).toHaveLength(4);
  });

  it('keeps answering with a day-old product while Open Food Facts cannot be reached', async () => {
    const { cookie } = await signUp(t.app);
    expect((await send(cookie, 'GET', '/api/foods/barcode/0049000028911')).statusCode).toBe(200);
    await age('0049000028911', 30);
    const url = t.app.env.OPEN_FOOD_FACTS_URL;
    t.app.env.OPEN_FOOD_FACTS_URL = 'http://127.0.0.1:9';
    try {
      expect((await send(cookie, 'GET', '/api/foods/barcode/0049000028911')).json().name).toBe('Sparkling Lemon Water');
    } finally {
      t.app.env.OPEN_FOOD_FACTS_URL = url;
    }
  });

  it('refuses a barcode with a wrong check digit with 400, asking no one', async () => {
    const { cookie } = await signUp(t.app);
    fake.requests.length = 0;
    const res = await send(cookie, 'GET', '/api/foods/barcode/0049000028912');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'code', message: expect.stringMatching(/check digit/) }]);
    expect(fake.requests).toEqual([]);
  });
});
