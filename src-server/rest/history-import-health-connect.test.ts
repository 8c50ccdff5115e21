import { zipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

// Health Connect's export: a zip holding its SQLite database, through upload, preview, import and undo.
const t = useTestApp({ HISTORY_IMPORT_MAX_MB: '1' });

const at = (iso: string) => Date.parse(iso);
const BERLIN = 3600;

/** An export as Health Connect writes it: grams, small calories, epoch milliseconds and zone offsets in seconds. */
async function healthConnectZip(): Promise<Buffer> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run(`CREATE TABLE weight_record_table (row_id INTEGER PRIMARY KEY, time INTEGER, zone_offset INTEGER, weight REAL, app_info_id INTEGER);
    CREATE TABLE steps_record_table (row_id INTEGER PRIMARY KEY, start_time INTEGER, start_zone_offset INTEGER, end_time INTEGER, count INTEGER, app_info_id INTEGER);
    CREATE TABLE nutrition_record_table (row_id INTEGER PRIMARY KEY, start_time INTEGER, start_zone_offset INTEGER, name TEXT, meal_type INTEGER, energy REAL, protein REAL, total_fat REAL, total_carbohydrate REAL, dietary_fiber REAL, sugar REAL, sodium REAL);`);
  // 23:30 UTC on 1 January is 00:30 on 2 January in Berlin: the weigh-in belongs to the 2nd.
  db.run('INSERT INTO weight_record_table (time, zone_offset, weight) VALUES (?, ?, ?), (?, ?, ?), (?, ?, ?), (?, ?, ?)', [
    at('2024-01-01T23:30:00Z'), BERLIN, 81500, at('2024-01-02T18:00:00Z'), BERLIN, 82100, at('2024-01-03T06:00:00Z'), BERLIN, 81300, at('2024-01-04T06:00:00Z'), BERLIN, -1,
  ]);
  // The phone (app 1) and the watch (app 2) count the same walks: each day has its larger app.
  db.run('INSERT INTO steps_record_table (start_time, start_zone_offset, end_time, count, app_info_id) VALUES (?, ?, ?, ?, 1), (?, ?, ?, ?, 1), (?, ?, ?, ?, 2), (?, ?, ?, ?, 2)', [
    at('2024-01-02T08:00:00Z'), BERLIN, at('2024-01-02T09:00:00Z'), 3000, at('2024-01-02T12:00:00Z'), BERLIN, at('2024-01-02T13:00:00Z'), 1500, at('2024-01-02T08:00:00Z'), BERLIN, at('2024-01-02T09:00:00Z'), 4000,
    at('2024-01-03T08:00:00Z'), BERLIN, at('2024-01-03T09:00:00Z'), 6000,
  ]);
  db.run('INSERT INTO nutrition_record_table (start_time, start_zone_offset, name, meal_type, energy, protein, total_fat, total_carbohydrate, dietary_fiber, sugar, sodium) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
    at('2024-01-02T07:00:00Z'), BERLIN, 'Oatmeal with milk', 1, 310000, 12, 7, 50, 5, 10, 0.12, at('2024-01-02T11:30:00Z'), BERLIN, null, 2, 550000, 30, 20, 60, null, null, null,
  ]);
  const bytes = db.export();
  db.close();
  return Buffer.from(zipSync({ 'health_connect_export.db': bytes }));
}

type User = { id: string; cookie: string };
const upload = (user: User, payload: string | Buffer) =>
  t.app.inject({ method: 'POST', url: '/api/history-imports?format=health-connect&fileName=Health%20Connect.zip', headers: { cookie: user.cookie, 'content-type': 'application/zip' }, payload });
const send = async (user: User, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(300);
  return res.json();
};
const weights = async (user: User) => ((await send(user, 'GET', '/api/weight-logs')) as { date: string; weight: number }[]).map((w) => [w.date, w.weight]).sort();

describe('Health Connect export (zip of SQLite)', () => {
  it('reads weigh-ins in kg on their local day, the larger app’s steps, and foods in kcal; imports, detects duplicates and undoes', async () => {
    const user = await signUp(t.app);
    const file = await healthConnectZip();
    const res = await upload(user, file);
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json();
    expect(preview).toMatchObject({ format: 'health-connect', skipped: 1, firstDate: '2024-01-02', lastDate: '2024-01-03', toAdd: { weightLogs: 2, dailySteps: 2, foodLogs: 2 } });
    await send(user, 'POST', `/api/history-imports/${preview.id}/import`);
    expect(await weights(user)).toEqual([['2024-01-02', 81.5], ['2024-01-03', 81.3]]);
    expect((await send(user, 'GET', '/api/activity?date=2024-01-02')).steps).toBe(4500);
    expect((await send(user, 'GET', '/api/activity?date=2024-01-03')).steps).toBe(6000);
    expect(await send(user, 'GET', '/api/food-logs?date=2024-01-02')).toEqual(expect.arrayContaining([
      expect.objectContaining({ foodName: 'Oatmeal with milk', mealType: 'breakfast', calories: 310, protein: 12, fats: 7, carbs: 50 }),
      expect.objectContaining({ foodName: 'Food from Health Connect', mealType: 'lunch', calories: 550 }),
    ]));

    const again = (await upload(user, file)).json();
    expect(again.toAdd).toEqual({ weightLogs: 0, dailySteps: 0, activityLogs: 0, foodLogs: 0 });
    expect(again.duplicates).toMatchObject({ weightLogs: 2, dailySteps: 2, foodLogs: 2 });

    await send(user, 'DELETE', `/api/history-imports/${preview.id}`);
    expect(await weights(user)).toEqual([]);
    expect(await send(user, 'GET', '/api/food-logs?date=2024-01-02')).toEqual([]);
  });

  it('refuses a zip without the database and a file that is not a zip, storing nothing', async () => {
    const user = await signUp(t.app);
    for (const payload of [Buffer.from(zipSync({ 'readme.txt': new TextEncoder().encode('hello') })), 'not a zip']) {
      expect((await upload(user, payload)).statusCode).toBe(400);
    }
    expect(await send(user, 'GET', '/api/history-imports')).toEqual([]);
  });
});
