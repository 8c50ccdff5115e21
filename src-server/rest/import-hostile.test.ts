import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { rowCounts } from '../test/owned-data.ts';

// Platewise files written by hand to break the import: each is refused whole, with a 400, before any write.
const t = useTestApp();

const step = { id: '1', title: 'Chop', description: 'Chop the onions', duration: 300, type: 'prep' };
const session = (sessionId: string, extra: object = {}) => ({ sessionId, recipeName: 'Lentil soup', totalTime: 300, steps: [step], ...extra });
const plan = (extra: object = {}) => ({ name: 'Week one', meals: [], ...extra });
const file = (sections: object) => JSON.stringify({ app: 'Platewise', foodLogs: [{ date: '2026-11-01', mealType: 'dinner', foodName: 'Soup', quantity: '1 bowl', calories: 200, protein: 9, carbs: 20, fats: 8 }], ...sections });

async function refused(content: string, line: string, message: RegExp) {
  const { cookie } = await signUp(t.app);
  const before = await rowCounts(t.database.db);
  const preview = await t.app.inject({ method: 'POST', url: '/api/import/preview', headers: { cookie }, payload: { format: 'platewise-json', content } });
  expect(preview.statusCode).toBe(200);
  expect(preview.json().errors).toContainEqual({ line, message: expect.stringMatching(message) });
  const commit = await t.app.inject({ method: 'POST', url: '/api/import', headers: { cookie }, payload: { format: 'platewise-json', content } });
  expect(commit.statusCode).toBe(400);
  expect(commit.json().message).toMatch(/nothing was imported/);
  expect(await rowCounts(t.database.db)).toEqual(before);
}

describe('Platewise import of hostile files', () => {
  it('refuses NUL characters anywhere, even deep inside a meal plan', async () => {
    await refused(file({ mealPlans: [plan({ meals: [{ day: 1, name: 'Oa\u0000ts' }] })] }), 'mealPlans[0]', /NUL/);
    await refused(file({ mealPrepSessions: [session('s-1', { recipeName: 'Lentil\u0000soup' })] }), 'mealPrepSessions[0]', /NUL/);
  });

  it('refuses a text the database cannot store as JSON (a lone surrogate)', async () => {
    await refused(file({ mealPlans: [plan({ meals: [{ name: 'x\ud800y' }] })] }), 'mealPlans[0]', /not valid Unicode/);
  });

  it('refuses impossible dates such as 2024-02-30', async () => {
    await refused(file({ mealPlans: [plan({ createdAt: '2024-02-30T10:00:00.000Z' })] }), 'mealPlans[0].createdAt', /must be a real date/);
    await refused(file({ mealPrepSessions: [session('s-2', { completedAt: '2024-02-30' })] }), 'mealPrepSessions[0].completedAt', /must be a real date/);
  });

  it('refuses a session id repeated in the file', async () => {
    await refused(file({ mealPrepSessions: [session('same'), session('same', { recipeName: 'Pho' })] }), 'mealPrepSessions[1].sessionId', /repeats mealPrepSessions\[0\]/);
  });

  it('refuses 5,000-deep nesting with a 400, not a 500, before reading it', async () => {
    const { cookie } = await signUp(t.app);
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    const content = `{"app":"Platewise","mealPlans":[{"name":"Deep","meals":[${deep}]}]}`;
    const before = await rowCounts(t.database.db);
    for (const url of ['/api/import/preview', '/api/import']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: { format: 'platewise-json', content } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The file is nested deeper than 32 levels; no Platewise export is, so nothing was read');
    }
    expect(await rowCounts(t.database.db)).toEqual(before);
  });
});

describe('CSV export', () => {
  it('quotes cells with CR, LF, quotes or commas, and defuses every formula starter', async () => {
    const { cookie, id } = await signUp(t.app);
    const names = ['\r=1+1', 'a\rb', '\t=cmd', '+1', '-2', '@SUM(A1)', '=HYPERLINK("x")', 'plain'];
    await t.database.db
      .insertInto('food_logs')
      .values(names.map((food_name, i) => ({ user_id: id, date: `2026-05-${String(i + 1).padStart(2, '0')}`, meal_type: 'lunch', food_name, quantity: '1', calories: 1, protein: 0, carbs: 0, fats: 0 })))
      .execute();
    const csv = await t.app.inject({ method: 'GET', url: '/api/export/food-log.csv', headers: { cookie } });
    const foods = csv.body.split('\n').slice(1, -1).join('\n');
    for (const cell of [`"'\r=1+1"`, '"a\rb"', `"'\t=cmd"`, `"'+1"`, `"'-2"`, `"'@SUM(A1)"`, `"'=HYPERLINK(""x"")"`, ',plain,']) expect(foods).toContain(cell);
  });
});
