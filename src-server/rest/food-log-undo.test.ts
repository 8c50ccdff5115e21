import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { userSnapshot } from '../test/owned-data.ts';

const t = useTestApp();

const soup = { date: '2026-11-20', mealType: 'lunch', foodName: 'Lentil soup', quantity: '1 bowl', calories: 2126, protein: 18.5, carbs: 40, fats: 6.2, fiber: 8, sodium: 640 };

async function call(cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, payload });
}

describe('undo a removed entry', () => {
  it('puts the entry back with the same id and values, once', async () => {
    const { cookie } = await signUp(t.app);
    const entry = (await call(cookie, 'POST', '/api/food-logs', soup)).json();
    expect((await call(cookie, 'DELETE', `/api/food-logs/${entry.id}`)).statusCode).toBe(200);
    expect((await call(cookie, 'GET', `/api/food-logs?date=${soup.date}`)).json()).toEqual([]);

    const back = await call(cookie, 'POST', `/api/food-logs/${entry.id}/restore`);
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json()).toEqual(entry);
    expect((await call(cookie, 'GET', `/api/food-logs?date=${soup.date}`)).json()).toEqual([entry]);
    expect((await call(cookie, 'GET', `/api/daily-progress?date=${soup.date}`)).json().macros.calories).toBe(2126);
    // Undone once: a second undo has nothing to put back.
    expect((await call(cookie, 'POST', `/api/food-logs/${entry.id}/restore`)).statusCode).toBe(404);
  });

  it("cannot put back another user's entry, nor one that was never removed, and changes nothing", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const entry = (await call(owner.cookie, 'POST', '/api/food-logs', soup)).json();
    expect((await call(owner.cookie, 'POST', `/api/food-logs/${entry.id}/restore`)).statusCode).toBe(404);
    await call(owner.cookie, 'DELETE', `/api/food-logs/${entry.id}`);
    const before = await userSnapshot(t.database.db, owner.id);
    expect((await call(intruder.cookie, 'POST', `/api/food-logs/${entry.id}/restore`)).statusCode).toBe(404);
    expect(await userSnapshot(t.database.db, owner.id)).toEqual(before);
    expect((await call(intruder.cookie, 'GET', `/api/food-logs?date=${soup.date}`)).json()).toEqual([]);
    expect((await call(owner.cookie, 'POST', '/api/food-logs/abc/restore')).statusCode).toBe(400);
  });

  it('keeps a removed entry a day only', async () => {
    const { cookie, id } = await signUp(t.app);
    const entry = (await call(cookie, 'POST', '/api/food-logs', soup)).json();
    await call(cookie, 'DELETE', `/api/food-logs/${entry.id}`);
    await t.database.db.updateTable('food_logs_removed').set({ removed_at: new Date(Date.now() - 25 * 3600_000) }).where('user_id', '=', id).execute();
    expect((await call(cookie, 'POST', `/api/food-logs/${entry.id}/restore`)).statusCode).toBe(404);
  });
});
