import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dayIn } from '../../src/domain/dates.ts';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();
const post = (cookie: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const rows = async (table: 'food_logs' | 'weight_logs' | 'water_logs', userId: string) =>
  (await t.database.db.selectFrom(table).select(['id']).where('user_id', '=', userId).execute()).length;

const today = dayIn('UTC');
const creates = [
  { table: 'food_logs', url: '/api/food-logs', body: { date: today, mealType: 'lunch', foodName: 'Apple', quantity: '1 medium', calories: 95, protein: 0.5, carbs: 25, fats: 0.3 } },
  { table: 'food_logs', url: '/api/food-logs/quick-add', body: { date: today, mealType: 'snack', label: 'Soup', calories: 180 } },
  { table: 'weight_logs', url: '/api/weight-logs', body: { weight: 72.5 } },
  { table: 'water_logs', url: '/api/water', body: { amount: 250 } },
] as const;

describe.each(creates)('an entry sent again with the same clientId ($url)', ({ table, url, body }) => {
  it('is stored once and answered the same both times', async () => {
    const { cookie, id } = await signUp(t.app);
    const clientId = randomUUID();
    const first = await post(cookie, url, { ...body, clientId });
    const second = await post(cookie, url, { ...body, clientId });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await rows(table, id)).toBe(1);
    // Without a clientId, or with a new one, each send is a new entry as before.
    await post(cookie, url, body);
    await post(cookie, url, { ...body, clientId: randomUUID() });
    expect(await rows(table, id)).toBe(3);
  });

  it("does not collide with another user's identical clientId", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const clientId = randomUUID();
    expect((await post(a.cookie, url, { ...body, clientId })).statusCode).toBe(201);
    expect((await post(b.cookie, url, { ...body, clientId })).statusCode).toBe(201);
    expect(await rows(table, a.id)).toBe(1);
    expect(await rows(table, b.id)).toBe(1);
  });

  it.each([['not-a-uuid'], [42], ['']])('refuses clientId %j naming the field, and stores nothing', async (clientId) => {
    const { cookie, id } = await signUp(t.app);
    const res = await post(cookie, url, { ...body, clientId });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['clientId']);
    expect(await rows(table, id)).toBe(0);
  });
});

describe('entries made from an entry sent with a clientId', () => {
  it('are new entries: copying the day, saving the meal and logging it again each add rows', async () => {
    const { cookie, id } = await signUp(t.app);
    const [apple] = creates;
    expect((await post(cookie, apple.url, { ...apple.body, clientId: randomUUID() })).statusCode).toBe(201);
    const copied = await post(cookie, '/api/food-logs/copy', { fromDate: today, toDate: '2026-01-05' });
    expect(copied.statusCode, copied.body).toBe(201);
    const saved = await post(cookie, '/api/saved-meals', { name: 'Apple lunch', date: today, mealType: 'lunch' });
    expect(saved.statusCode, saved.body).toBe(201);
    for (let i = 0; i < 2; i++) expect((await post(cookie, `/api/saved-meals/${saved.json().id}/log`, { date: '2026-01-06', mealType: 'snack' })).statusCode).toBe(201);
    expect(await rows('food_logs', id)).toBe(4);
  });
});
