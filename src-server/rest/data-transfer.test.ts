import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();
const NONE = { foodLogs: 0, weightLogs: 0, mealPlans: 0, mealPrepSessions: 0, customFoods: 0, recipes: 0, savedMeals: 0, waterLogs: 0, activityLogs: 0, dailySteps: 0, targetChanges: 0, mealConversations: 0 };

const MFP_HEADER = 'Date,Meal,Calories,Fat (g),Saturated Fat,Polyunsaturated Fat,Monounsaturated Fat,Trans Fat,Cholesterol,Sodium (mg),Potassium,Carbohydrates (g),Fiber,Sugar,Protein (g),Vitamin A,Vitamin C,Calcium,Iron,Note';
const mfpRow = (date: string, meal: string, kcal: string, fat: number, carbs: number, protein: number, note = '') =>
  `${date},${meal},${kcal},${fat},2.1,0,0,0,30,410,300,${carbs},4,9,${protein},0,0,0,0,${note}`;

/** A MyFitnessPal food diary export with a quoted thousands separator and a note with a comma. */
function mfpFile(extraRows: string[] = []): string {
  return [
    MFP_HEADER,
    mfpRow('2026-10-01', 'Breakfast', '420', 12, 55, 22),
    mfpRow('2026-10-01', 'Lunch', '"1,050"', 40, 110, 60, '"Burrito bowl, extra guac"'),
    mfpRow('2026-10-01', 'Snacks', '150', 8, 15, 4),
    mfpRow('2026-10-02', 'Dinner', '780', 30, 70, 55),
    ...extraRows,
  ].join('\n');
}

async function post(cookie: string, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
}

describe('MyFitnessPal import', () => {
  it('previews, imports, and skips the same rows the second time', async () => {
    const { cookie } = await signUp(t.app);
    const input = { format: 'mfp-csv', content: mfpFile() };
    const preview = (await post(cookie, '/api/import/preview', input)).json();
    expect(preview).toMatchObject({ totalRows: 4, toAdd: { foodLogs: 4, weightLogs: 0 }, duplicates: 0, errors: [] });
    expect(preview.sample[1]).toMatchObject({ date: '2026-10-01', mealType: 'lunch', foodName: 'Burrito bowl, extra guac', calories: 1050, protein: 60 });
    expect((await t.app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie } })).json()).toEqual([]);

    const done = await post(cookie, '/api/import', input);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ added: { ...NONE, foodLogs: 4 }, duplicates: 0 });
    const day = (await t.app.inject({ method: 'GET', url: '/api/daily-progress?date=2026-10-01', headers: { cookie } })).json();
    expect(day.macros).toEqual({ calories: 1620, protein: 86, carbs: 180, fats: 60 });
    expect(day.meals.snack[0].foodName).toBe('Snack (MyFitnessPal)');

    const again = (await post(cookie, '/api/import', input)).json();
    expect(again).toEqual({ added: NONE, duplicates: 4 });
  });

  it('reports broken rows with their line and imports nothing from that file', async () => {
    const { cookie } = await signUp(t.app);
    const input = { format: 'mfp-csv', content: mfpFile([mfpRow('2026-02-30', 'Dinner', '500', 1, 1, 1), mfpRow('2026-10-03', 'Brunch', '300', 1, 1, 1), mfpRow('2026-10-03', 'Dinner', 'lots', 1, 1, 1)]) };
    const preview = (await post(cookie, '/api/import/preview', input)).json();
    expect(preview.errors).toEqual([
      { line: '6', message: 'Date "2026-02-30" is not a YYYY-MM-DD date' },
      { line: '7', message: 'Meal "Brunch" is not Breakfast, Lunch, Dinner or Snacks' },
      { line: '8', message: 'Calories must be a number of 0 or more' },
    ]);
    const commit = await post(cookie, '/api/import', input);
    expect(commit.statusCode).toBe(400);
    expect(commit.json().message).toBe('The file has 3 bad rows; nothing was imported');
    expect((await t.app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie } })).json()).toEqual([]);
  });

  it('refuses a file that is not a food diary export, and bad input', async () => {
    const { cookie } = await signUp(t.app);
    const wrong = (await post(cookie, '/api/import/preview', { format: 'mfp-csv', content: 'name,age\nbob,3' })).json();
    expect(wrong.errors[0].message).toMatch(/not a MyFitnessPal food diary export/);
    expect((await post(cookie, '/api/import/preview', { format: 'excel', content: 'x' })).statusCode).toBe(400);
    expect((await post(cookie, '/api/import/preview', { format: 'mfp-csv', content: '' })).json().issues).toContainEqual({ path: 'content', message: 'The file is empty' });
    expect((await t.app.inject({ method: 'POST', url: '/api/import/preview', payload: { format: 'mfp-csv', content: 'x' } })).statusCode).toBe(401);
  });
});

describe('Platewise export and import', () => {
  it('round-trips a user’s data into another account, then finds only duplicates', async () => {
    const source = await signUp(t.app);
    await post(source.cookie, '/api/food-logs', { date: '2026-11-01', mealType: 'dinner', foodName: '=HYPERLINK("x")', quantity: '1 bowl', calories: 500, protein: 30, carbs: 50, fats: 20 });
    await post(source.cookie, '/api/food-logs', { date: '2026-11-02', mealType: 'breakfast', foodName: 'Oats, "steel cut"', quantity: '1 cup', calories: 300, protein: 10, carbs: 54, fats: 5 });
    await post(source.cookie, '/api/weight-logs', { weight: 81.2, date: '2026-11-01' });
    await t.database.db.insertInto('meal_prep_sessions').values({ user_id: source.id, session_id: `s-${source.id}`, recipe_name: 'Lentil soup', total_time: 1800, steps: JSON.stringify([{ id: '1', title: 'Chop', duration: 300 }]) }).execute();

    const exported = await t.app.inject({ method: 'GET', url: '/api/export', headers: { cookie: source.cookie } });
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="platewise-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = exported.json();
    expect(data).toMatchObject({ app: 'Platewise', version: 1, profile: { email: source.email }, foodLogs: [{}, {}], weightLogs: [{ weight: 81.2 }], mealPrepSessions: [{ recipeName: 'Lentil soup' }] });
    expect(JSON.stringify(data)).not.toContain('password');

    const csv = await t.app.inject({ method: 'GET', url: '/api/export/food-log.csv', headers: { cookie: source.cookie } });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\n')).toEqual([
      'date,meal,food,quantity,calories,protein_g,carbs_g,fat_g,fiber_g,sugar_g,sodium_mg',
      '2026-11-01,dinner,"\'=HYPERLINK(""x"")",1 bowl,500,30,50,20,,,',
      '2026-11-02,breakfast,"Oats, ""steel cut""",1 cup,300,10,54,5,,,',
      '',
    ]);

    const target = await signUp(t.app);
    const input = { format: 'platewise-json', content: exported.body };
    const result = (await post(target.cookie, '/api/import', input)).json();
    // Both accounts were onboarded alike today, and the imported weigh-in moves the targets as it did
    // for the source: the file's two target changes are already there.
    expect(result).toEqual({ added: { ...NONE, foodLogs: 2, weightLogs: 1, mealPrepSessions: 1 }, duplicates: 2 });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie: target.cookie } })).json();
    expect(mine.map((f: { foodName: string }) => f.foodName).sort()).toEqual(['=HYPERLINK("x")', 'Oats, "steel cut"']);
    expect((await post(target.cookie, '/api/import', input)).json()).toEqual({ added: NONE, duplicates: 6 });
    // The source's data is untouched by the other account's import.
    expect((await t.app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie: source.cookie } })).json()).toHaveLength(2);
  });

  it('reports invalid entries by section and index', async () => {
    const { cookie } = await signUp(t.app);
    const content = JSON.stringify({ app: 'Platewise', foodLogs: [{ date: '2026-11-01', mealType: 'dinner', foodName: 'Soup', quantity: '1', calories: -5, protein: 1, carbs: 1, fats: 1 }], weightLogs: [{ weight: 0, date: '2026-11-01' }] });
    const preview = (await post(cookie, '/api/import/preview', { format: 'platewise-json', content })).json();
    expect(preview.errors).toEqual([
      { line: 'foodLogs[0].calories', message: 'Calories cannot be negative' },
      { line: 'weightLogs[0].weight', message: 'Please enter a valid weight.' },
    ]);
    expect((await post(cookie, '/api/import/preview', { format: 'platewise-json', content: '{"app":"Other"}' })).json().errors[0].message).toBe('This is not a Platewise export');
  });

  it('accepts a large import through tRPC', async () => {
    const { cookie } = await signUp(t.app);
    const rows = Array.from({ length: 20000 }, (_, i) => mfpRow(`2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`, 'Lunch', String(300 + (i % 500)), 10, 30, 20, `Meal number ${i}`));
    const content = [MFP_HEADER, ...rows].join('\n');
    expect(content.length).toBeGreaterThan(1024 * 1024);
    const res = await t.app.inject({ method: 'POST', url: '/api/trpc/data.previewImport', headers: { cookie }, payload: { format: 'mfp-csv', content } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.toAdd.foodLogs).toBe(20000);
  });
});
