import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, MAX_VALUES } from '../services/data-transfer/json-checks.ts';
import { MAX_CSV_LINES } from '../services/data-transfer/mfp-csv.ts';
import { signUp, useTestApp } from '../test/app.ts';
import { rowCounts } from '../test/owned-data.ts';

// A file is measured before it is read, and read in the worker pool: a hostile one is refused at once, a large one holds no one up.
const t = useTestApp();

const post = (cookie: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const MFP_HEADER = 'Date,Meal,Calories,Fat (g),Sodium (mg),Carbohydrates (g),Fiber,Sugar,Protein (g),Note';

/** The time one request takes, in milliseconds, with its answer. */
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** `work`'s answer, and how long each of the health checks sent while it ran took (at least five). */
async function healthDuring<T>(work: Promise<T>): Promise<[T, number[]]> {
  let done = false;
  const finished = work.finally(() => (done = true));
  const times: number[] = [];
  while (!done || times.length < 5) {
    const [res, ms] = await timed(() => t.app.inject({ method: 'GET', url: '/api/health' }));
    expect(res.statusCode).toBe(200);
    times.push(ms);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [await finished, times];
}

/** Slower than this, a health check was held up by the import on the event loop. */
const HEALTH_MS = 300;

describe('import limits', () => {
  it('refuses a file of 1.2 million tiny values at once, naming the limit, and stores nothing', async () => {
    const { cookie } = await signUp(t.app);
    // The pool's first thread starts on first use (a second or more under tsx): that is not the check's time.
    expect((await post(cookie, '/api/import/preview', { format: 'platewise-json', content: '{"app":"Platewise"}' })).statusCode).toBe(200);
    const content = `{"app":"Platewise","foodLogs":[${'0,'.repeat(1_200_000 - 1)}0]}`;
    expect(content.length).toBeGreaterThan(2_400_000);
    const before = await rowCounts(t.database.db);
    for (const url of ['/api/import/preview', '/api/import', '/api/trpc/data.previewImport']) {
      // Checked element by element, it took 14-25 s and held other requests up for more than a second.
      const [[res, ms], health] = await healthDuring(timed(() => post(cookie, url, { format: 'platewise-json', content })));
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toContain(`The file holds more than ${MAX_VALUES} values; no Platewise export does, so nothing was read`);
      expect(ms, url).toBeLessThan(2_000);
      expect(Math.max(...health), health.map(Math.round).join(' ')).toBeLessThan(HEALTH_MS);
    }
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('stops checking a file of a million bad entries after a hundred, and says so', async () => {
    const { cookie } = await signUp(t.app);
    const content = `{"app":"Platewise","foodLogs":[${'{},'.repeat(MAX_VALUES / 2)}{}]}`;
    const [preview, ms] = await timed(() => post(cookie, '/api/import/preview', { format: 'platewise-json', content }));
    expect(ms).toBeLessThan(2_000);
    const errors = preview.json().errors;
    expect(errors).toHaveLength(101);
    expect(errors[0]).toEqual({ line: 'foodLogs[0].date', message: 'Date must be a YYYY-MM-DD text (and 7 more in this entry)' });
    expect(errors[100]).toEqual({ line: 'foodLogs[100]', message: 'Not checked from here on: the file has 100 bad entries already' });
    const commit = await post(cookie, '/api/import', { format: 'platewise-json', content });
    expect(commit.statusCode).toBe(400);
    expect(commit.json()).toMatchObject({ message: 'The file has 100 bad rows and was not checked further; nothing was imported', issues: expect.arrayContaining([{ path: 'foodLogs[0].date', message: expect.any(String) }]) });
  });

  it('refuses a file nested deeper than any export, but not brackets inside text', async () => {
    const { cookie } = await signUp(t.app);
    const deep = `{"app":"Platewise","mealPlans":[${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}]}`;
    const res = await post(cookie, '/api/import/preview', { format: 'platewise-json', content: deep });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: `The file is nested deeper than ${MAX_DEPTH} levels; no Platewise export is, so nothing was read` });
    const brackets = { date: '2026-01-05', mealType: 'lunch', foodName: `Soup ${'[{'.repeat(60)}`, quantity: '1 bowl', calories: 200, protein: 5, carbs: 30, fats: 4 };
    const text = await post(cookie, '/api/import/preview', { format: 'platewise-json', content: JSON.stringify({ app: 'Platewise', foodLogs: [brackets] }) });
    expect(text.statusCode).toBe(200);
    expect(text.json()).toMatchObject({ toAdd: { foodLogs: 1 }, errors: [] });
  });

  it('keeps other requests answered while a large valid file is checked', async () => {
    const { cookie } = await signUp(t.app);
    const foodLogs = Array.from({ length: 15_000 }, (_, i) => ({
      date: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`, mealType: 'lunch', foodName: `Rice and beans, portion ${i}`,
      quantity: '1 cup', calories: 425, protein: 19, carbs: 85, fats: 1.4, fiber: 12, sugar: 1, sodium: 300, nutrients: { iron: 2.1, calcium: 80 }, createdAt: '2025-01-01T12:00:00.000Z',
    }));
    const content = JSON.stringify({ app: 'Platewise', foodLogs });
    expect(content.length).toBeGreaterThan(3_500_000);
    const [answer, health] = await healthDuring(post(cookie, '/api/import/preview', { format: 'platewise-json', content }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ totalRows: 15_000, toAdd: { foodLogs: 15_000 }, errors: [] });
    expect(Math.max(...health), health.map(Math.round).join(' ')).toBeLessThan(HEALTH_MS);
  }, 60_000);
});

describe('MyFitnessPal import limits and checks', () => {
  it('refuses a diary of more lines than ten years hold, naming the limit', async () => {
    const { cookie } = await signUp(t.app);
    const content = [MFP_HEADER, ...Array.from({ length: MAX_CSV_LINES }, () => '2026-01-05,Lunch,1')].join('\n');
    const [res, ms] = await timed(() => post(cookie, '/api/import/preview', { format: 'mfp-csv', content }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`The file has more than ${MAX_CSV_LINES} lines; nothing was read`);
    expect(ms).toBeLessThan(2_000);
  });

  it('refuses a header of more columns than a diary has', async () => {
    const { cookie } = await signUp(t.app);
    const content = `${MFP_HEADER}${',x'.repeat(100)}\n2026-01-05,Lunch,1`;
    const preview = (await post(cookie, '/api/import/preview', { format: 'mfp-csv', content })).json();
    expect(preview.errors).toEqual([{ line: '1', message: 'Not a readable CSV file (the header has more than 100 columns)' }]);
  });

  it('holds each row to the rules of a new log entry and names the first bad line', async () => {
    const { cookie } = await signUp(t.app);
    const content = [MFP_HEADER, '2026-01-05,Lunch,500,10,300,60,4,9,30,', '1999-12-31,Dinner,500,10,300,60,4,9,30,', '2026-01-06,Dinner,25000,10,300,60,4,9,30,', '2026-01-07,Dinner,500,10,300,60,4,9,3000,'].join('\n');
    const preview = (await post(cookie, '/api/import/preview', { format: 'mfp-csv', content })).json();
    expect(preview).toMatchObject({ toAdd: { foodLogs: 1 } });
    expect(preview.errors).toEqual([
      { line: '3', message: expect.stringMatching(/^date: Date must be between 2000-01-01 and/) },
      { line: '4', message: 'calories: Calories must be at most 10000' },
      { line: '5', message: 'protein: Protein must be at most 2000' },
    ]);
    const before = await rowCounts(t.database.db);
    const commit = await post(cookie, '/api/import', { format: 'mfp-csv', content });
    expect(commit.statusCode).toBe(400);
    expect(commit.json()).toMatchObject({ message: 'The file has 3 bad rows; nothing was imported', issues: [{ path: 'line 3' }, { path: 'line 4' }, { path: 'line 5' }] });
    expect(await rowCounts(t.database.db)).toEqual(before);
  });
});
