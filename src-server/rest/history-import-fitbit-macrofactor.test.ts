import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { completeProfile, signUp, useTestApp } from '../test/app.ts';

// Fitbit's Takeout JSON and MacroFactor's spreadsheet, through the same upload, preview, import and undo.
const t = useTestApp({ HISTORY_IMPORT_MAX_MB: '1' });
const fixture = (name: string) => readFileSync(new URL(`../test/fixtures/${name}`, import.meta.url), 'utf8');
const fitbitWeight = fixture('fitbit-weight-2024-01-01.json');
const fitbitSteps = fixture('fitbit-steps-2024-01-01.json');

type User = { id: string; cookie: string };
const upload = (user: User, payload: string | Buffer | Readable, query: string) =>
  t.app.inject({ method: 'POST', url: `/api/history-imports?${query}`, headers: { cookie: user.cookie, 'content-type': 'application/octet-stream' }, payload });
const send = async (user: User, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(300);
  return res.json();
};
const previewOf = async (user: User, payload: string | Buffer | Readable, query: string) => {
  const res = await upload(user, payload, query);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const weights = async (user: User) => ((await send(user, 'GET', '/api/weight-logs')) as { date: string; weight: number }[]).map((w) => [w.date, w.weight]).sort();
const stepsOn = async (user: User, date: string) => (await send(user, 'GET', `/api/activity?date=${date}`)).steps as number | null;

describe('Fitbit weight and steps JSON from Google Takeout', () => {
  it('reads weights in the unit the user chose (lb here), keeping each day’s first, then imports and undoes them', async () => {
    const user = await signUp(t.app);
    await send(user, 'PUT', '/api/auth/profile', { ...completeProfile, firstName: 'Sam', lastName: 'Lee', weightUnit: 'lb' });
    const preview = await previewOf(user, fitbitWeight, 'format=fitbit&fileName=weight-2024-01-01.json');
    expect(preview).toMatchObject({ format: 'fitbit', records: 4, skipped: 1, firstDate: '2024-01-02', lastDate: '2024-01-03', toAdd: { weightLogs: 2, dailySteps: 0 } });
    await send(user, 'POST', `/api/history-imports/${preview.id}/import`);
    // 180.4 lb is 81.83 kg, the morning weigh-in of the two on 2 January.
    expect(await weights(user)).toEqual([['2024-01-02', 81.83], ['2024-01-03', 81.51]]);

    const again = await previewOf(user, fitbitWeight, 'format=fitbit&fileName=weight-2024-01-01.json');
    expect(again.toAdd.weightLogs).toBe(0);
    expect(again.duplicates.weightLogs).toBe(2);

    await send(user, 'DELETE', `/api/history-imports/${preview.id}`);
    expect(await weights(user)).toEqual([]);
  });

  it('reads a kg account’s weights as kg', async () => {
    const user = await signUp(t.app);
    const preview = await previewOf(user, fitbitWeight, 'format=fitbit&fileName=weight.json');
    await send(user, 'POST', `/api/history-imports/${preview.id}/import`);
    expect(await weights(user)).toEqual([['2024-01-02', 180.4], ['2024-01-03', 179.7]]);
  });

  it('adds up minute steps per day, in pieces split anywhere, and skips days already logged', async () => {
    const user = await signUp(t.app);
    await send(user, 'PUT', '/api/steps', { date: '2024-01-03', steps: 4000 });
    const pieces = fitbitSteps.match(/[\s\S]{1,7}/g)!.map((piece) => Buffer.from(piece));
    const preview = await previewOf(user, Readable.from(pieces), 'format=fitbit&fileName=steps-2024-01-01.json');
    expect(preview).toMatchObject({ records: 4, skipped: 0, toAdd: { dailySteps: 1 }, duplicates: { dailySteps: 1 } });
    await send(user, 'POST', `/api/history-imports/${preview.id}/import`);
    expect(await stepsOn(user, '2024-01-02')).toBe(5000);
    expect(await stepsOn(user, '2024-01-03')).toBe(4000);
  });

  it('refuses text that is not a Fitbit array, storing nothing', async () => {
    const user = await signUp(t.app);
    for (const payload of ['{"weight": 80}', '[{"weight": 80, "date": "01/02/24"}, [1]]', 'Date,Weight\n2024-01-02,80']) {
      const res = await upload(user, payload, 'format=fitbit&fileName=weight.json');
      expect(res.statusCode, payload).toBe(400);
    }
    expect(await send(user, 'GET', '/api/history-imports')).toEqual([]);
  });
});

/** A MacroFactor export as its columns are published: a food log, scale weights and the trend (not read). */
async function macroFactorXlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const foodLog = book.addWorksheet('Food Log');
  foodLog.addRow(['Date', 'Time', 'Food Name', 'Serving', 'Calories (kcal)', 'Protein (g)', 'Fat (g)', 'Carbs (g)', 'Fiber (g)']);
  foodLog.addRow([new Date(Date.UTC(2024, 0, 2)), '08:00', 'Greek Yogurt, Plain', '170 g', 100, 17.3, 0.7, 6.1, 0]);
  foodLog.addRow([new Date(Date.UTC(2024, 0, 2)), '12:30', 'Chicken Breast, Grilled', '150 g', 248, 46.5, 5.4, 0, 0]);
  foodLog.addRow(['2024-01-03', '19:00', 'Brown Rice, Cooked', '1 cup', 218, 4.5, 1.6, 45.8, 3.5]);
  foodLog.addRow(['', '', 'No date', '1', 50, 1, 1, 1, 0]);
  const scale = book.addWorksheet('Scale Weight');
  scale.addRow(['Date', 'Weight (lbs)']);
  scale.addRow([new Date(Date.UTC(2024, 0, 2)), 180.4]);
  scale.addRow([new Date(Date.UTC(2024, 0, 3)), 179.7]);
  const trend = book.addWorksheet('Weight Trend');
  trend.addRow(['Date', 'Trend Weight (lbs)']);
  trend.addRow([new Date(Date.UTC(2024, 0, 2)), 181]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('MacroFactor export (.xlsx)', () => {
  it('keeps each food’s name, serving and numbers, and scale weights as weigh-ins; a second upload is all duplicates; undo removes it', async () => {
    const user = await signUp(t.app);
    const file = await macroFactorXlsx();
    const preview = await previewOf(user, file, 'format=macrofactor&fileName=MacroFactor.xlsx');
    expect(preview).toMatchObject({ format: 'macrofactor', records: 6, skipped: 1, firstDate: '2024-01-02', lastDate: '2024-01-03', toAdd: { foodLogs: 3, weightLogs: 2 } });
    await send(user, 'POST', `/api/history-imports/${preview.id}/import`);
    expect(await send(user, 'GET', '/api/food-logs?date=2024-01-02')).toEqual(
      expect.arrayContaining([expect.objectContaining({ foodName: 'Chicken Breast, Grilled', quantity: '150 g', calories: 248, protein: 46.5, fats: 5.4, carbs: 0 })]),
    );
    expect(await weights(user)).toEqual([['2024-01-02', 81.83], ['2024-01-03', 81.51]]);

    const again = await previewOf(user, file, 'format=macrofactor&fileName=MacroFactor.xlsx');
    expect(again.toAdd).toEqual({ weightLogs: 0, dailySteps: 0, activityLogs: 0, foodLogs: 0 });
    expect(again.duplicates).toMatchObject({ weightLogs: 2, foodLogs: 3 });

    await send(user, 'DELETE', `/api/history-imports/${preview.id}`);
    expect(await send(user, 'GET', '/api/food-logs?date=2024-01-03')).toEqual([]);
    expect(await weights(user)).toEqual([]);
  });

  it('refuses a file that is not a spreadsheet, storing nothing', async () => {
    const user = await signUp(t.app);
    const res = await upload(user, 'Date,Food Name\n2024-01-02,Apple', 'format=macrofactor&fileName=export.xlsx');
    expect(res.statusCode).toBe(400);
    expect(await send(user, 'GET', '/api/history-imports')).toEqual([]);
  });
});
