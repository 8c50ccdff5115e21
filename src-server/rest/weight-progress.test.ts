import { describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../../src/domain/dates.ts';
import { achievements } from '../../src/domain/achievements.ts';
import { currentStreak, daysThisMonth, firstRunCompleted, runsOf } from '../../src/domain/progress.ts';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

describe('weight logs', () => {
  it('records weigh-ins in kg and lists them newest first', async () => {
    const { cookie, id } = await signUp(t.app);
    for (const [weight, date] of [[80.4, '2026-10-01'], [79.1, '2026-11-01'], ['78.55', '2026-11-10']] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/weight-logs', headers: { cookie }, payload: { weight, date, userId: id } });
      expect(res.statusCode).toBe(201);
    }
    const list = await t.app.inject({ method: 'GET', url: `/api/weight-logs/${id}`, headers: { cookie } });
    expect(list.json().map((w: { weight: number; date: string }) => [w.weight, w.date])).toEqual([[78.55, '2026-11-10'], [79.1, '2026-11-01'], [80.4, '2026-10-01']]);
  });

  it.each([[undefined], [0], [-70], [5000], ['heavy'], [null], [Number.NaN]])('refuses weight %j with Invalid weight and stores nothing', async (weight) => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/weight-logs', headers: { cookie }, payload: { weight } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid weight', issues: [{ path: 'weight', message: 'Please enter a valid weight.' }] });
    expect((await t.app.inject({ method: 'GET', url: '/api/weight-logs', headers: { cookie } })).json()).toEqual([]);
  });

  it('refuses a future day and a bad date', async () => {
    const { cookie } = await signUp(t.app);
    const future = await t.app.inject({ method: 'POST', url: '/api/weight-logs', headers: { cookie }, payload: { weight: 70, date: addDays(dayIn('UTC'), 2) } });
    expect(future.statusCode).toBe(400);
    expect(future.json().issues).toEqual([{ path: 'date', message: 'A weigh-in cannot be in the future' }]);
    const bad = await t.app.inject({ method: 'POST', url: '/api/weight-logs', headers: { cookie }, payload: { weight: 70, date: '2026-13-01' } });
    expect(bad.statusCode).toBe(400);
  });

  it("keeps users apart: another user's weights cannot be read, written or deleted", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { id } = (await t.app.inject({ method: 'POST', url: '/api/weight-logs', headers: { cookie: owner.cookie }, payload: { weight: 70 } })).json();
    const as = { cookie: other.cookie };
    expect((await t.app.inject({ method: 'GET', url: `/api/weight-logs/${owner.id}`, headers: as })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/weight-logs', headers: as, payload: { weight: 60, userId: owner.id } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/weight-logs/${id}`, headers: as })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/weight-logs', headers: { cookie: owner.cookie } })).json()).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/progress' })).statusCode).toBe(401);
  });
});

describe('progress summary', () => {
  it('agrees with the shared rules over a long random history', async () => {
    const { cookie, id } = await signUp(t.app);
    const today = dayIn('UTC');
    // About 400 days of history: a 35-day run ending 3 months ago, a current 9-day run, random days elsewhere.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const days = new Set<string>();
    for (let i = 0; i < 400; i++) if (random() < 0.4) days.add(addDays(today, -i));
    for (let i = 90; i < 125; i++) days.add(addDays(today, -i));
    for (let i = 0; i < 9; i++) days.add(addDays(today, -i));
    days.delete(addDays(today, -9));
    const rows = [...days].flatMap((date) => [
      { user_id: id, date, meal_type: 'lunch', food_name: 'Rice', quantity: '1 cup', calories: 200, protein: 4, carbs: 45, fats: 0.4 },
      { user_id: id, date, meal_type: 'dinner', food_name: 'Beans', quantity: '1 cup', calories: 225, protein: 15, carbs: 40, fats: 1 },
    ]);
    for (let i = 0; i < rows.length; i += 200) await t.database.db.insertInto('food_logs').values(rows.slice(i, i + 200)).execute();
    for (const [i, w] of [[40, 82], [20, 81.2], [10, 80.9], [5, 80.1], [2, 79.3], [0, 79.0]] as const) {
      await t.database.db.insertInto('weight_logs').values({ user_id: id, weight: w, date: addDays(today, -i) }).execute();
    }

    const summary = (await t.app.inject({ method: 'GET', url: '/api/progress', headers: { cookie } })).json();
    const sorted = [...days].sort();
    const runs = runsOf(sorted);
    const mealDays = sorted.flatMap((d) => [d, d]);
    const expected = achievements({
      firstMealOn: sorted[0]!,
      hundredthMealOn: mealDays[99]!,
      firstWeightOn: addDays(today, -40),
      fifthWeightOn: addDays(today, -2),
      weekStreakOn: firstRunCompleted(runs, 7),
      monthStreakOn: firstRunCompleted(runs, 30),
    });
    expect(summary).toMatchObject({
      today,
      currentStreak: currentStreak(days, today),
      longestStreak: Math.max(...runs.map((r) => r.length)),
      mealsLogged: rows.length,
      daysLoggedThisMonth: daysThisMonth(sorted, today),
      averageCalories: 425,
      weight: { current: 79, weighIns: 6, recentChange: -0.3, weeklyChange: -1.9, totalChange: -3, trend: 'neutral' },
      achievements: expected,
    });
    expect(summary.currentStreak).toBe(9);
    expect(summary.achievements.every((a: { unlocked: boolean }) => a.unlocked)).toBe(true);
    expect(summary.recentAchievements).toHaveLength(4);
  });

  it('starts at zero for a new user', async () => {
    const { cookie } = await signUp(t.app);
    const summary = (await t.app.inject({ method: 'GET', url: '/api/progress', headers: { cookie } })).json();
    expect(summary).toMatchObject({ currentStreak: 0, longestStreak: 0, mealsLogged: 0, consistencyRate: 0, averageCalories: 0, weight: { current: null, weighIns: 0, totalChange: null, trend: 'neutral' }, recentAchievements: [] });
  });
});
