import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { callProcedure, procedures } from '../test/procedures.ts';

// History files from other apps: read as they stream, previewed against the log, imported, undone.
const t = useTestApp({ HISTORY_IMPORT_MAX_MB: '1' });
const fixture = (name: string) => readFileSync(new URL(`../test/fixtures/${name}`, import.meta.url), 'utf8');
const appleHealth = fixture('apple-health-export.xml');
const withings = fixture('withings-weight.csv');
const garmin = fixture('garmin-weight.csv');
const googleFit = fixture('google-fit-daily-activity-metrics.csv');
const servings = fixture('cronometer-servings.csv');
const dailySummary = fixture('cronometer-dailysummary.csv');
const loseIt = fixture('lose-it-food-logs.csv');

type User = { id: string; cookie: string };
const upload = (user: User, payload: string | Readable, query = 'format=apple-health&fileName=export.xml') =>
  t.app.inject({ method: 'POST', url: `/api/history-imports?${query}`, headers: { cookie: user.cookie, 'content-type': 'application/xml' }, payload });
const send = async (user: User, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(300);
  return res.json();
};
const weights = async (user: User) => ((await send(user, 'GET', '/api/weight-logs')) as { date: string; weight: number }[]).map((w) => [w.date, w.weight]).sort();
const foods = async (user: User, date: string) => ((await send(user, 'GET', `/api/food-logs?date=${date}`)) as { foodName: string; calories: number }[]).map((f) => f.foodName).sort();
const stepsOn = async (user: User, date: string) => (await send(user, 'GET', `/api/activity?date=${date}`)).steps as number | null;

async function previewed(user: User) {
  const res = await upload(user, appleHealth);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('Apple Health export.xml', () => {
  it('previews weigh-ins in kg, steps, active energy and the day’s food, and logs nothing until imported', async () => {
    const user = await signUp(t.app);
    const preview = await previewed(user);
    expect(preview).toMatchObject({
      format: 'apple-health', fileName: 'export.xml', status: 'preview', records: 18, skipped: 1, firstDate: '2024-01-02', lastDate: '2024-01-03',
      toAdd: { weightLogs: 2, dailySteps: 2, activityLogs: 1, foodLogs: 1 }, duplicates: { weightLogs: 0, dailySteps: 0, activityLogs: 0, foodLogs: 0 },
    });
    expect(await weights(user)).toEqual([]);

    const imported = await send(user, 'POST', `/api/history-imports/${preview.id}/import`);
    expect(imported).toMatchObject({ status: 'imported', toAdd: { weightLogs: 2, dailySteps: 2, activityLogs: 1, foodLogs: 1 } });
    // 180.4 lb is 81.83 kg; of a day's two weigh-ins the morning one is kept.
    expect(await weights(user)).toEqual([['2024-01-02', 81.83], ['2024-01-03', 81.5]]);
    // The phone's and the watch's steps overlap: the day has its larger source, not their sum.
    expect(await stepsOn(user, '2024-01-02')).toBe(5000);
    expect(await stepsOn(user, '2024-01-03')).toBe(6000);
    expect((await send(user, 'GET', '/api/activity?date=2024-01-02')).entries).toMatchObject([{ name: 'Active energy (Apple Health)', calories: 400, minutes: 50 }]);
    // 600 Cal and 1255.2 kJ are 900 kcal.
    expect(await send(user, 'GET', '/api/food-logs?date=2024-01-02')).toMatchObject([{ foodName: 'Food logged in Apple Health', mealType: 'snack', calories: 900, protein: 50, carbs: 100, fats: 30 }]);
    // The profile's weight follows the newest weigh-in, as the trend and the expenditure estimate read it.
    expect((await send(user, 'GET', '/api/auth/user')).weight).toBe(81.5);
  });

  it('adds no day total to a day that already has food logged, so the day is not counted twice', async () => {
    const user = await signUp(t.app);
    await send(user, 'POST', '/api/food-logs', { date: '2024-01-02', mealType: 'lunch', foodName: 'Banana', quantity: '1 medium', calories: 105, protein: 1.3, carbs: 27, fats: 0.4 });
    const preview = await previewed(user);
    expect(preview.toAdd.foodLogs).toBe(0);
    expect(preview.duplicates.foodLogs).toBe(1);
  });

  it('skips what is already logged: a weigh-in within 0.05 kg on the same day, and the whole file a second time', async () => {
    const user = await signUp(t.app);
    await send(user, 'POST', '/api/weight-logs', { weight: 81.54, date: '2024-01-03' });
    const first = await previewed(user);
    expect(first.toAdd.weightLogs).toBe(1);
    expect(first.duplicates.weightLogs).toBe(1);
    await send(user, 'POST', `/api/history-imports/${first.id}/import`);

    const again = await previewed(user);
    expect(again.toAdd).toEqual({ weightLogs: 0, dailySteps: 0, activityLogs: 0, foodLogs: 0 });
    expect(again.duplicates).toEqual({ weightLogs: 2, dailySteps: 2, activityLogs: 1, foodLogs: 1 });
    await send(user, 'POST', `/api/history-imports/${again.id}/import`);
    expect(await weights(user)).toEqual([['2024-01-02', 81.83], ['2024-01-03', 81.54]]);
    expect(await foods(user, '2024-01-02')).toEqual(['Food logged in Apple Health']);
    const list = await send(user, 'GET', '/api/history-imports');
    expect(list.map((b: { status: string }) => b.status)).toEqual(['imported', 'imported']);
    expect((await t.app.inject({ method: 'POST', url: `/api/history-imports/${first.id}/import`, headers: { cookie: user.cookie } })).statusCode).toBe(409);
  });

  it('undoes an import in one call: its rows go, what was logged by hand stays', async () => {
    const user = await signUp(t.app);
    await send(user, 'POST', '/api/weight-logs', { weight: 80, date: '2024-01-04' });
    const batch = await previewed(user);
    await send(user, 'POST', `/api/history-imports/${batch.id}/import`);
    // Logged after the import, on an imported day: it stays when the import goes.
    await send(user, 'POST', '/api/food-logs', { date: '2024-01-02', mealType: 'lunch', foodName: 'Banana', quantity: '1 medium', calories: 105, protein: 1.3, carbs: 27, fats: 0.4 });
    expect(await foods(user, '2024-01-02')).toEqual(['Banana', 'Food logged in Apple Health']);

    expect(await send(user, 'DELETE', `/api/history-imports/${batch.id}`)).toEqual({ id: batch.id, removed: true });
    expect(await weights(user)).toEqual([['2024-01-04', 80]]);
    expect(await foods(user, '2024-01-02')).toEqual(['Banana']);
    expect(await stepsOn(user, '2024-01-02')).toBeNull();
    expect((await send(user, 'GET', '/api/activity?date=2024-01-02')).entries).toEqual([]);
    expect(await send(user, 'GET', '/api/history-imports')).toEqual([]);
    expect((await send(user, 'GET', '/api/auth/user')).weight).toBe(80);
  });

  it("answers 404 to another user's import or undo, through REST and tRPC, and leaves the owner's rows", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const batch = await previewed(owner);
    await send(owner, 'POST', `/api/history-imports/${batch.id}/import`);
    for (const [method, url] of [['DELETE', `/api/history-imports/${batch.id}`], ['POST', `/api/history-imports/${batch.id}/import`]] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie: intruder.cookie } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ reason: 'historyImportNotFound' });
    }
    const undo = procedures().find((p) => p.path === 'historyImport.undo')!;
    expect((await callProcedure(t.app, undo, { id: batch.id }, { cookie: intruder.cookie })).statusCode).toBe(404);
    expect(await weights(owner)).toHaveLength(2);
    expect(await send(intruder, 'GET', '/api/history-imports')).toEqual([]);
  });

  it('reads a file that arrives in small pieces, split inside tags and characters', async () => {
    const user = await signUp(t.app);
    const bytes = Buffer.from(appleHealth);
    const pieces = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
    const res = await upload(user, Readable.from(pieces));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ records: 18, toAdd: { weightLogs: 2, dailySteps: 2, activityLogs: 1, foodLogs: 1 } });
  });

  it('refuses an unknown format, a file with none of the records, and a file past the limit, storing nothing', async () => {
    const user = await signUp(t.app);
    const unknown = await upload(user, appleHealth, 'format=fitness-diary&fileName=export.xml');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].path).toBe('format');
    const noName = await upload(user, appleHealth, 'format=apple-health');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().issues[0].path).toBe('fileName');
    const empty = await upload(user, '<HealthData locale="en_US"><Record type="HKQuantityTypeIdentifierHeartRate" value="70"/></HealthData>');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ reason: 'historyImportNothingRead' });
    // 1 MB here: a stream without a length is counted as it arrives.
    const record = '<Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" unit="count" startDate="2024-02-01 08:00:00 +0000" value="10"/>\n';
    const big = Readable.from(['<HealthData>', ...Array.from({ length: 9000 }, () => record), '</HealthData>']);
    const tooLarge = await upload(user, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ reason: 'historyImportTooLarge', params: { megabytes: 1 } });
    expect(await send(user, 'GET', '/api/history-imports')).toEqual([]);
  });

  it('takes no upload from an API token', async () => {
    const user = await signUp(t.app);
    const { token } = await send(user, 'POST', '/api/auth/tokens', { name: 'script', scopes: ['read', 'log'] });
    const res = await t.app.inject({ method: 'POST', url: '/api/history-imports?format=apple-health&fileName=export.xml', headers: { authorization: `Bearer ${token}` }, payload: appleHealth });
    expect(res.statusCode).toBe(403);
  });
});

describe('Withings weight.csv', () => {
  it('reads each day’s first weigh-in, and skips those another app already brought within 0.05 kg', async () => {
    const user = await signUp(t.app);
    const preview = (await upload(user, withings, 'format=withings&fileName=weight.csv')).json();
    expect(preview).toMatchObject({ format: 'withings', records: 4, skipped: 1, toAdd: { weightLogs: 2, dailySteps: 0, activityLogs: 0, foodLogs: 0 }, firstDate: '2024-01-02', lastDate: '2024-01-03' });
    await send(user, 'DELETE', `/api/history-imports/${preview.id}`);

    // Apple Health has the same scale's readings: 81.83 kg on the 2nd, 81.5 kg (81.46 here) on the 3rd.
    await send(user, 'POST', `/api/history-imports/${(await previewed(user)).id}/import`);
    const again = (await upload(user, withings, 'format=withings&fileName=weight.csv')).json();
    expect(again.toAdd.weightLogs).toBe(0);
    expect(again.duplicates.weightLogs).toBe(2);
  });

  it('imports in kg and undoes only its own weigh-ins; another user cannot undo it', async () => {
    const user = await signUp(t.app);
    const intruder = await signUp(t.app);
    const batch = (await upload(user, withings, 'format=withings&fileName=weight.csv')).json();
    await send(user, 'POST', `/api/history-imports/${batch.id}/import`);
    expect(await weights(user)).toEqual([['2024-01-02', 81.83], ['2024-01-03', 81.46]]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/history-imports/${batch.id}`, headers: { cookie: intruder.cookie } })).statusCode).toBe(404);
    await send(user, 'POST', '/api/weight-logs', { weight: 80, date: '2024-01-05' });
    await send(user, 'DELETE', `/api/history-imports/${batch.id}`);
    expect(await weights(user)).toEqual([['2024-01-05', 80]]);
  });

  it('refuses a file without its Date and Weight columns', async () => {
    const user = await signUp(t.app);
    const res = await upload(user, 'Day,Mass\n2024-01-02,80\n', 'format=withings&fileName=weight.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'historyImportNothingRead' });
  });
});

describe('Google Fit Daily activity metrics.csv', () => {
  it('reads steps and the average weight per day; days Apple Health already brought are skipped', async () => {
    const user = await signUp(t.app);
    const intruder = await signUp(t.app);
    const fit = (await upload(user, googleFit, 'format=google-fit&fileName=Daily%20activity%20metrics.csv')).json();
    expect(fit).toMatchObject({ format: 'google-fit', fileName: 'Daily activity metrics.csv', records: 3, toAdd: { dailySteps: 3, weightLogs: 2 } });
    await send(user, 'POST', `/api/history-imports/${(await previewed(user)).id}/import`);
    const after = (await upload(user, googleFit, 'format=google-fit&fileName=Daily%20activity%20metrics.csv')).json();
    expect(after).toMatchObject({ toAdd: { dailySteps: 1, weightLogs: 1 }, duplicates: { dailySteps: 2, weightLogs: 1 } });
    await send(user, 'POST', `/api/history-imports/${after.id}/import`);
    expect(await stepsOn(user, '2024-01-04')).toBe(1604);
    expect((await t.app.inject({ method: 'POST', url: `/api/history-imports/${after.id}/import`, headers: { cookie: intruder.cookie } })).statusCode).toBe(404);
    await send(user, 'DELETE', `/api/history-imports/${after.id}`);
    expect(await stepsOn(user, '2024-01-04')).toBeNull();
    expect(await stepsOn(user, '2024-01-02')).toBe(5000);
  });
});

describe('Garmin Connect Weight.csv', () => {
  it('reads the weigh-ins under each day row, in lbs, keeping the day’s first; the same scale through Apple Health is a duplicate', async () => {
    const user = await signUp(t.app);
    const preview = (await upload(user, garmin, 'format=garmin&fileName=Weight.csv')).json();
    expect(preview).toMatchObject({ format: 'garmin', records: 4, skipped: 1, toAdd: { weightLogs: 2 }, firstDate: '2024-01-02', lastDate: '2024-01-03' });
    await send(user, 'POST', `/api/history-imports/${preview.id}/import`);
    // 180.4 lbs at 7:05 AM, not 181.2 lbs at 7:40 PM; 179.6 lbs is 81.47 kg.
    expect(await weights(user)).toEqual([['2024-01-02', 81.83], ['2024-01-03', 81.47]]);
    const apple = await previewed(user);
    expect(apple.duplicates.weightLogs).toBe(2);
    await send(user, 'DELETE', `/api/history-imports/${apple.id}`);
    await send(user, 'DELETE', `/api/history-imports/${preview.id}`);
    expect(await weights(user)).toEqual([]);
  });
});

describe('Cronometer servings.csv and dailysummary.csv', () => {
  const cronometer = (user: User, file: string, name: string) => upload(user, file, `format=cronometer&fileName=${name}`);

  it('keeps each food’s name, meal, amount and numbers; a renamed group goes under snacks', async () => {
    const user = await signUp(t.app);
    const preview = (await cronometer(user, servings, 'servings.csv')).json();
    expect(preview).toMatchObject({ records: 5, skipped: 1, toAdd: { foodLogs: 4, weightLogs: 0 }, firstDate: '2024-01-02', lastDate: '2024-01-02' });
    await send(user, 'POST', `/api/history-imports/${preview.id}/import`);
    const day = await send(user, 'GET', '/api/food-logs?date=2024-01-02');
    expect(day).toEqual(expect.arrayContaining([
      expect.objectContaining({ foodName: 'Oats, Rolled, Dry', mealType: 'breakfast', quantity: '80.00 g', calories: 303, protein: 10.6, carbs: 54.1, fats: 5.2, fiber: 8, sugar: 0.8, sodium: 2 }),
      expect.objectContaining({ foodName: 'Chicken Breast Roasted', mealType: 'lunch', calories: 248, protein: 46.5 }),
      expect.objectContaining({ foodName: 'Coffee Brewed', mealType: 'snack', quantity: '1.00 cup', calories: 2 }),
    ]));
    expect(day).toHaveLength(4);
    // The same file again adds nothing.
    expect((await cronometer(user, servings, 'servings.csv')).json().toAdd.foodLogs).toBe(0);
  });

  it('adds a daily summary only to days without food, and its undo leaves the servings', async () => {
    const user = await signUp(t.app);
    const intruder = await signUp(t.app);
    await send(user, 'POST', `/api/history-imports/${(await cronometer(user, servings, 'servings.csv')).json().id}/import`);
    const summary = (await cronometer(user, dailySummary, 'dailysummary.csv')).json();
    expect(summary).toMatchObject({ records: 3, toAdd: { foodLogs: 1 }, duplicates: { foodLogs: 1 } });
    await send(user, 'POST', `/api/history-imports/${summary.id}/import`);
    expect(await send(user, 'GET', '/api/food-logs?date=2024-01-03')).toMatchObject([{ foodName: 'Cronometer daily total', calories: 2105, protein: 130, carbs: 240, fats: 70 }]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/history-imports/${summary.id}`, headers: { cookie: intruder.cookie } })).statusCode).toBe(404);

    await send(user, 'DELETE', `/api/history-imports/${summary.id}`);
    expect(await foods(user, '2024-01-03')).toEqual([]);
    expect(await foods(user, '2024-01-02')).toHaveLength(4);
  });
});

describe('Lose It! food-logs.csv', () => {
  it('keeps each food with its name, meal, amount and numbers, leaves out deleted rows, and undoes cleanly', async () => {
    const user = await signUp(t.app);
    const intruder = await signUp(t.app);
    const preview = (await upload(user, loseIt, 'format=lose-it&fileName=food-logs.csv')).json();
    expect(preview).toMatchObject({ format: 'lose-it', records: 4, skipped: 1, toAdd: { foodLogs: 3 }, firstDate: '2024-01-02', lastDate: '2024-01-03' });
    await send(user, 'POST', `/api/history-imports/${preview.id}/import`);
    expect(await send(user, 'GET', '/api/food-logs?date=2024-01-02')).toEqual(expect.arrayContaining([
      expect.objectContaining({ foodName: 'Greek Yogurt', mealType: 'breakfast', quantity: '1.0 Cup', calories: 120, protein: 22, carbs: 9, fats: 0, sodium: 80 }),
      expect.objectContaining({ foodName: 'Rice, White, Cooked', mealType: 'lunch', quantity: '350.0 Grams', calories: 455 }),
    ]));
    expect(await foods(user, '2024-01-02')).toEqual(['Greek Yogurt', 'Rice, White, Cooked']);
    expect((await upload(user, loseIt, 'format=lose-it&fileName=food-logs.csv')).json().duplicates.foodLogs).toBe(3);
    expect((await t.app.inject({ method: 'POST', url: `/api/trpc/historyImport.undo`, headers: { cookie: intruder.cookie, 'content-type': 'application/json' }, payload: { id: preview.id } })).statusCode).toBe(404);
    await send(user, 'DELETE', `/api/history-imports/${preview.id}`);
    expect(await foods(user, '2024-01-03')).toEqual([]);
  });
});
