import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../../src/domain/dates.ts';
import { completeProfile, signUp, useTestApp } from '../test/app.ts';
import { userSnapshot } from '../test/owned-data.ts';

const t = useTestApp();
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, payload });

/** Three weeks of a person burning 2,700 kcal who eats 2,200 (one day in five not logged) and weighs in most mornings. */
async function seedThreeWeeks(app: FastifyInstance, cookie: string) {
  const today = dayIn('UTC');
  let weight = 90;
  for (let d = 21; d >= 1; d--) {
    const date = addDays(today, -d);
    if (d % 3 !== 0) expect((await app.inject({ method: 'POST', url: '/api/weight-logs', headers: { cookie }, payload: { weight: Math.round(weight * 100) / 100, date } })).statusCode).toBe(201);
    if (d % 5 !== 0) {
      const meal = { date, mealType: 'dinner', foodName: 'Dinner', quantity: '1 plate', calories: 2200, protein: 150, carbs: 220, fats: 80 };
      expect((await app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload: meal })).statusCode).toBe(201);
    }
    weight -= 500 / 7700;
  }
}

describe('goal weight and trend', () => {
  it('stores the goal, draws the trend and dates the goal at the weekly rate', async () => {
    const { cookie } = await signUp(t.app);
    const today = dayIn('UTC');
    for (const [d, weight] of [[3, 82], [2, 81], [1, 81.5]] as const) await call(cookie, 'POST', '/api/weight-logs', { weight, date: addDays(today, -d) });
    const set = await call(cookie, 'PUT', '/api/goal', { goalWeight: 75, weeklyRate: 0.5 });
    expect(set.statusCode).toBe(200);
    const goal = (await call(cookie, 'GET', '/api/goal')).json();
    expect(goal).toMatchObject({ goalWeight: 75, weeklyRate: 0.5, direction: -1 });
    expect(goal.points.map((p: { weight: number }) => p.weight)).toEqual([82, 81, 81.5]);
    expect(goal.trendWeight).toBeCloseTo(81.86, 1);
    expect(goal.estimatedDate).toBe(addDays(today, Math.ceil(((goal.trendWeight - 75) / 0.5) * 7)));
  });

  it.each([[29], [301], ['heavy'], [null]])('refuses goal weight %j naming the field, and stores nothing', async (goalWeight) => {
    const { cookie, id } = await signUp(t.app);
    const before = await userSnapshot(t.database.db, id);
    const res = await call(cookie, 'PUT', '/api/goal', { goalWeight, weeklyRate: 0.5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['goalWeight']);
    expect(await userSnapshot(t.database.db, id)).toEqual(before);
  });
});

describe('adaptive expenditure and the weekly check-in', () => {
  it('says not enough data yet, then estimates, proposes, and on acceptance changes the targets and keeps the history', async () => {
    const { cookie } = await signUp(t.app);
    const empty = (await call(cookie, 'GET', '/api/check-in')).json();
    expect(empty).toMatchObject({ due: true, proposal: null, estimate: { status: 'not_enough_data', kcal: null, loggedDays: 0, weighIns: 0, needLoggedDays: 10, needWeighIns: 3 } });

    await seedThreeWeeks(t.app, cookie);
    await call(cookie, 'PUT', '/api/goal', { goalWeight: 80, weeklyRate: 0.5 });
    const state = (await call(cookie, 'GET', '/api/check-in')).json();
    expect(state.estimate).toMatchObject({ status: 'estimate', loggedDays: 17, weighIns: 14 });
    expect(Math.abs(state.estimate.kcal - 2700)).toBeLessThanOrEqual(30);
    expect(state.estimate.low).toBeLessThanOrEqual(state.estimate.kcal);
    expect(state.estimate.high).toBeGreaterThanOrEqual(state.estimate.kcal);
    // Losing 0.5 kg a week: 550 kcal under the estimate.
    expect(Math.abs(state.proposal.calories - (state.estimate.kcal - 550))).toBeLessThanOrEqual(10);

    const accepted = await call(cookie, 'POST', '/api/check-in/accept', state.proposal);
    expect(accepted.statusCode).toBe(200);
    const me = (await call(cookie, 'GET', '/api/auth/user')).json();
    expect(me).toMatchObject({ dailyCalories: state.proposal.calories, dailyProtein: state.proposal.protein });
    const changes = (await call(cookie, 'GET', '/api/target-changes')).json() as { source: string; calories: number }[];
    // Onboarding set the first targets, weigh-ins moved the computed ones, then the check-in.
    expect(changes[0]).toMatchObject({ source: 'onboarding', previousCalories: null });
    expect(changes.some((c) => c.source === 'weigh-in')).toBe(true);
    expect(changes.at(-1)).toMatchObject({ source: 'check-in', calories: state.proposal.calories, previousCalories: state.current.calories, expenditure: state.estimate.kcal });
    expect((await call(cookie, 'GET', '/api/check-in')).json().due).toBe(false);

    const history = (await call(cookie, 'GET', '/api/history?days=7')).json();
    expect(history.days).toHaveLength(7);
    expect(history.days.at(-1)).toMatchObject({ date: dayIn('UTC'), calories: null, target: state.proposal.calories });
    // Every change happened today (the weigh-ins were back-filled): earlier days show the first targets.
    expect(history.days.at(-2)).toMatchObject({ calories: 2200, target: changes[0]!.calories });
  });

  it('keeps the old targets when asked, until next week', async () => {
    const { cookie } = await signUp(t.app);
    const before = (await call(cookie, 'GET', '/api/auth/user')).json();
    expect((await call(cookie, 'POST', '/api/check-in/keep')).json()).toEqual({ lastCheckIn: dayIn('UTC') });
    expect((await call(cookie, 'GET', '/api/check-in')).json()).toMatchObject({ due: false, lastCheckIn: dayIn('UTC') });
    expect((await call(cookie, 'GET', '/api/auth/user')).json().dailyCalories).toBe(before.dailyCalories);
    expect((await call(cookie, 'GET', '/api/target-changes')).json()).toEqual([expect.objectContaining({ source: 'onboarding', calories: before.dailyCalories })]);
  });

  it('records every change of targets with its source: onboarding, a profile edit that moves them, a weigh-in that moves them', async () => {
    const { cookie } = await signUp(t.app);
    const sources = async () => ((await call(cookie, 'GET', '/api/target-changes')).json() as { source: string }[]).map((c) => c.source);
    const edit = (changes: object) => call(cookie, 'PUT', '/api/auth/profile', { firstName: 'Ada', lastName: 'Lovelace', ...completeProfile, ...changes });
    expect((await edit({ firstName: 'Renamed' })).statusCode).toBe(200);
    expect(await sources()).toEqual(['onboarding']);
    expect((await edit({ activityLevel: 'very_active' })).statusCode).toBe(200);
    const me = (await call(cookie, 'GET', '/api/auth/user')).json();
    const last = ((await call(cookie, 'GET', '/api/target-changes')).json() as object[]).at(-1);
    expect(last).toMatchObject({ source: 'profile', calories: me.dailyCalories, protein: me.dailyProtein, date: dayIn('UTC') });
    expect((await call(cookie, 'POST', '/api/weight-logs', { weight: completeProfile.weight - 8, date: dayIn('UTC') })).statusCode).toBe(201);
    expect(await sources()).toEqual(['onboarding', 'profile', 'weigh-in']);
  });

  it.each([[799], [6001], ['lots'], [undefined]])('refuses calories %j naming the field, and stores nothing', async (calories) => {
    const { cookie, id } = await signUp(t.app);
    const before = await userSnapshot(t.database.db, id);
    const res = await call(cookie, 'POST', '/api/check-in/accept', { calories, protein: 150, carbs: 200, fats: 70 });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['calories']);
    expect(await userSnapshot(t.database.db, id)).toEqual(before);
  });

  it('refuses a history span other than 7, 30 or 90 days', async () => {
    const { cookie } = await signUp(t.app);
    expect((await call(cookie, 'GET', '/api/history?days=14')).statusCode).toBe(400);
    expect((await call(cookie, 'GET', '/api/history?days=90')).json().days).toHaveLength(90);
  });
});

describe('water', () => {
  it('adds a glass, a bottle and fluid ounces against 35 ml per kg, lists and deletes entries', async () => {
    const { cookie } = await signUp(t.app);
    expect((await call(cookie, 'GET', '/api/water')).json()).toMatchObject({ totalMl: 0, targetMl: 2800, targetSetByUser: false });
    await call(cookie, 'POST', '/api/water', { amount: 250 });
    await call(cookie, 'POST', '/api/water', { amount: 500, unit: 'ml' });
    const added = await call(cookie, 'POST', '/api/water', { amount: 8, unit: 'fl_oz' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ totalMl: 987 });
    const day = (await call(cookie, 'GET', '/api/water')).json();
    expect(day.entries.map((e: { ml: number }) => e.ml)).toEqual([250, 500, 237]);
    expect((await call(cookie, 'DELETE', `/api/water/${day.entries[1].id}`)).statusCode).toBe(200);
    expect((await call(cookie, 'GET', '/api/water')).json().totalMl).toBe(487);
    expect((await call(cookie, 'PUT', '/api/water/target', { targetMl: 3000 })).json()).toMatchObject({ targetMl: 3000, targetSetByUser: true });
  });

  it.each([[-250], [0], ['a lot'], [6000]])('refuses amount %j naming the field, and stores nothing', async (amount) => {
    const { cookie, id } = await signUp(t.app);
    const before = await userSnapshot(t.database.db, id);
    const res = await call(cookie, 'POST', '/api/water', { amount });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['amount']);
    expect(await userSnapshot(t.database.db, id)).toEqual(before);
  });

  it("cannot delete another user's entry", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { entries } = (await call(owner.cookie, 'POST', '/api/water', { amount: 250 })).json();
    const before = await userSnapshot(t.database.db, owner.id);
    expect((await call(other.cookie, 'DELETE', `/api/water/${entries[0].id}`)).statusCode).toBe(404);
    expect(await userSnapshot(t.database.db, owner.id)).toEqual(before);
  });
});

describe('activity', () => {
  it('counts net MET calories at the latest weight, takes a watch number as given, keeps steps and the budget setting', async () => {
    const { cookie } = await signUp(t.app);
    await call(cookie, 'POST', '/api/weight-logs', { weight: 70 });
    // Running 6 mph (9.8 MET) for 30 minutes at 70 kg: (9.8 − 1) × 70 × 0.5 = 308 kcal.
    const run = await call(cookie, 'POST', '/api/activity', { code: '12050', minutes: 30 });
    expect(run.statusCode).toBe(201);
    expect(run.json().entries[0]).toMatchObject({ name: 'running, 6 mph (10 min/mile)', calories: 308, source: 'met' });
    const watch = (await call(cookie, 'POST', '/api/activity', { name: 'Evening ride', minutes: 45, calories: 410 })).json();
    expect(watch).toMatchObject({ minutes: 75, calories: 718, addToBudget: false });
    expect((await call(cookie, 'PUT', '/api/steps', { steps: 8400 })).json().steps).toBe(8400);
    expect((await call(cookie, 'PUT', '/api/activity/settings', { addToBudget: true })).json().addToBudget).toBe(true);
    expect((await call(cookie, 'DELETE', `/api/activity/${watch.entries[1].id}`)).statusCode).toBe(200);
    expect((await call(cookie, 'GET', '/api/activity')).json()).toMatchObject({ minutes: 30, calories: 308, steps: 8400, addToBudget: true });
    expect((await call(cookie, 'GET', '/api/activities')).json()).toHaveLength(71);
  });

  it('lists running from light to vigorous with the moderate pace suggested', async () => {
    const { cookie } = await signUp(t.app);
    const list: { activity: string; met: number; suggested: boolean }[] = (await call(cookie, 'GET', '/api/activities')).json();
    const running = list.filter((a) => a.activity.startsWith('running,'));
    expect(running.map((a) => a.activity.slice(9, 16))).toEqual(['4 mph (', '5 mph (', '6 mph (', '7 mph (', '8 mph (', '9 mph (', '10 mph ']);
    expect(running.filter((a) => a.suggested).map((a) => a.activity)).toEqual(['running, 6 mph (10 min/mile)']);
  });

  it('refuses more than 24 hours of activity in a day, summing the entries, and stores nothing', async () => {
    const { cookie, id } = await signUp(t.app);
    expect((await call(cookie, 'POST', '/api/activity', { code: '17190', minutes: 1000 })).statusCode).toBe(201);
    const before = await userSnapshot(t.database.db, id);
    const res = await call(cookie, 'POST', '/api/activity', { code: '17190', minutes: 441 });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'minutes', message: 'A day holds at most 24 hours of activity' }]);
    expect((await call(cookie, 'POST', '/api/activity', { code: '17190', minutes: 1441 })).json().issues[0].path).toBe('minutes');
    expect(await userSnapshot(t.database.db, id)).toEqual(before);
    expect((await call(cookie, 'POST', '/api/activity', { code: '99999', minutes: 10 })).json().issues[0].path).toBe('code');
  });

  it("cannot delete another user's entry, and a stranger is refused everywhere", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { entries } = (await call(owner.cookie, 'POST', '/api/activity', { code: '17190', minutes: 20 })).json();
    const before = await userSnapshot(t.database.db, owner.id);
    expect((await call(other.cookie, 'DELETE', `/api/activity/${entries[0].id}`)).statusCode).toBe(404);
    expect(await userSnapshot(t.database.db, owner.id)).toEqual(before);
    for (const [method, url] of [['GET', '/api/goal'], ['GET', '/api/check-in'], ['POST', '/api/check-in/accept'], ['GET', '/api/water'], ['POST', '/api/activity'], ['GET', '/api/history?days=7']] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(401);
    }
  });
});

describe('the dashboard batch', () => {
  it('answers a batched tRPC GET naming ten procedures, as the dashboard sends on first load', async () => {
    const { cookie } = await signUp(t.app);
    const paths = ['ai.latestSuggestions', 'water.day', 'activity.day', 'activity.catalog', 'weight.list', 'weight.progress', 'foodLog.dailyProgress', 'goal.get', 'expenditure.checkIn', 'user.me'];
    const res = await call(cookie, 'GET', `/api/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(paths.length);
  });
});
