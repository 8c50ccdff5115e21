import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates.ts';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

async function todayOf(cookie: string): Promise<string> {
  return (await t.app.inject({ method: 'GET', url: '/api/daily-progress', headers: { cookie } })).json().date;
}

async function log(cookie: string, date: string, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/food-logs',
    headers: { cookie },
    payload: { date, mealType: 'lunch', foodName: 'Test food', quantity: '1 serving', calories: 500, protein: 20, carbs: 60, fats: 15, fiber: 2, sodium: 400, ...overrides },
  });
  expect(res.statusCode).toBe(201);
}

const post = (url: string, cookie: string | undefined, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

/** A time zone whose hour is now `hour`, so rules that depend on the time of day can be tested. */
function zoneAt(hour: number): string {
  const offset = ((hour - new Date().getUTCHours() + 36) % 24) - 12;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

describe('the coach backs its suggestions', () => {
  it('with the day\'s protein, the days under target and a database food to log', async () => {
    const { cookie, id } = await signUp(t.app);
    await t.database.db.updateTable('users').set({ time_zone: zoneAt(14), daily_protein: 120, dietary_preference: 'vegetarian' }).where('id', '=', id).execute();
    const today = await todayOf(cookie);
    await log(cookie, today, { calories: 600, protein: 42 });
    for (const back of [1, 2, 3]) await log(cookie, addDays(today, -back), { protein: 50 });
    await log(cookie, addDays(today, -4), { protein: 130 });
    const list = (await post('/api/ai/daily-suggestions', cookie, {})).json();
    const protein = list.find((s: { suggestion: string }) => /protein to your next meal/.test(s.suggestion));
    expect(protein.why).toEqual(expect.arrayContaining(['Protein today: 42 g of your 120 g target', 'Under your protein target 3 days in a row before today']));
    expect(protein.apply).toMatchObject({ kind: 'log', foodName: expect.stringMatching(/yogurt, greek/i), portion: expect.stringMatching(/cup/), mealType: 'lunch' });
    const food = await t.database.db.selectFrom('foods').select(['name', 'calories', 'protein']).where('id', '=', protein.apply.foodId).executeTakeFirstOrThrow();
    expect(food.name).toBe(protein.apply.foodName);
    expect(protein.apply.calories).toBe(Math.round((food.calories * protein.apply.grams) / 100));
    expect(protein.why.at(-1)).toContain(`(${Math.round(protein.apply.grams)} g): ${protein.apply.calories} kcal`);
    // In Spanish the portion's measure is said in Spanish; the food's name stays USDA's.
    const spanish = (await t.app.inject({ method: 'POST', url: '/api/ai/daily-suggestions', headers: { cookie, 'accept-language': 'es' }, payload: {} })).json();
    const whys: string[] = spanish.flatMap((s: { why: string[] }) => s.why);
    expect(whys.filter((w) => /^[\d/ ]+ tazas? de /.test(w) && w.includes(protein.apply.foodName)), whys.join('\n')).toHaveLength(1);

    // Apply logs exactly that food and portion.
    const logged = await post('/api/food-logs/portion', cookie, { foodId: protein.apply.foodId, portion: protein.apply.portion, mealType: protein.apply.mealType });
    expect(logged.statusCode).toBeLessThan(300);
    expect(Math.round(logged.json().calories)).toBe(protein.apply.calories);
  });
});

describe("the coach's target suggestion", () => {
  it("proposes the check-in's target with the estimate behind it, and applying records the change", async () => {
    const { cookie } = await signUp(t.app);
    const today = await todayOf(cookie);
    // Three weeks of eating 2,200 kcal while losing about 0.5 kg a week: an expenditure near 2,750 kcal.
    let weight = 90;
    for (let d = 21; d >= 1; d--) {
      const date = addDays(today, -d);
      if (d % 3 !== 0) await t.app.inject({ method: 'POST', url: '/api/weight-logs', headers: { cookie }, payload: { weight: Math.round(weight * 100) / 100, date } });
      if (d % 5 !== 0) await log(cookie, date, { calories: 2200, protein: 150 });
      weight -= 500 / 7700;
    }
    const state = (await t.app.inject({ method: 'GET', url: '/api/check-in', headers: { cookie } })).json();
    expect(state.proposal).not.toBeNull();
    const list = (await post('/api/ai/daily-suggestions', cookie, {})).json();
    const target = list.find((s: { apply?: { kind: string } }) => s.apply?.kind === 'target');
    expect(target.suggestion).toBe(`Set your calorie target to ${state.proposal.calories.toLocaleString('en-US')} kcal`);
    expect(target.apply).toEqual({ kind: 'target', ...state.proposal, currentCalories: state.current.calories });
    expect(target.why[0]).toContain(`Estimated expenditure: ${state.estimate.kcal.toLocaleString('en-US')} kcal a day`);
    expect(target.why[0]).toContain(`${state.estimate.loggedDays} logged days, ${state.estimate.weighIns} weigh-ins`);

    const { kind: _, currentCalories: __, ...targets } = target.apply;
    expect((await post('/api/check-in/accept', cookie, targets)).statusCode).toBeLessThan(300);
    const changes = (await t.app.inject({ method: 'GET', url: '/api/target-changes', headers: { cookie } })).json();
    // Onboarding and weigh-ins that moved the targets are in the history too; the check-in is the last.
    expect(changes.at(-1)).toMatchObject({ source: 'check-in', calories: state.proposal.calories, previousCalories: state.current.calories });
    const after = (await post('/api/ai/daily-suggestions', cookie, {})).json();
    expect(after.some((s: { apply?: { kind: string } }) => s.apply?.kind === 'target')).toBe(false);
  });
});

describe('POST /api/ai/daily-suggestions', () => {
  it("gives 1-5 suggestions with the user's own numbers and stores them", async () => {
    const { cookie, id } = await signUp(t.app);
    const today = await todayOf(cookie);
    await log(cookie, today, { calories: 3400, protein: 30, sodium: 2950, sugar: 80 });
    const res = await post('/api/ai/daily-suggestions', cookie, { userId: id });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(list.length).toBeLessThanOrEqual(5);
    for (const s of list) {
      expect(s).toMatchObject({ suggestion: expect.any(String), action: expect.any(String), reasoning: expect.any(String), engine: 'builtin' });
      expect(s.why.length).toBeGreaterThan(0);
    }
    const text = JSON.stringify(list);
    expect(text).toMatch(/3,400 kcal/);
    expect(text).toMatch(/over your [\d,]+ kcal target/);
    expect(text).toMatch(/2,950 mg/);

    const latest = await t.app.inject({ method: 'GET', url: '/api/ai/daily-suggestions', headers: { cookie } });
    expect(latest.json()).toMatchObject({ date: today, stale: false, suggestions: list });
    await log(cookie, today, { mealType: 'snack' });
    const after = await t.app.inject({ method: 'GET', url: '/api/trpc/ai.latestSuggestions', headers: { cookie } });
    expect(after.json().result.data.stale).toBe(true);
  });

  it('asks a user with nothing logged to start logging', async () => {
    const { cookie } = await signUp(t.app);
    const list = (await post('/api/ai/daily-suggestions', cookie, {})).json();
    expect(list[0].suggestion).toMatch(/breakfast|Log what you have eaten/);
    expect(list[0].reasoning).toMatch(/Nothing is logged yet today/);
  });

  it('counts a logging streak and recent averages', async () => {
    const { cookie } = await signUp(t.app);
    const today = await todayOf(cookie);
    for (let i = 0; i < 4; i++) await log(cookie, addDays(today, -i), { calories: 3600, protein: 40 });
    const text = JSON.stringify((await post('/api/ai/daily-suggestions', cookie)).json());
    expect(text).toMatch(/last 3 logged days averaged 3,600 kcal|4 days of logging in a row|over your/);
  });

  it("refuses another user's id, and a signed-out caller", async () => {
    const { cookie } = await signUp(t.app);
    expect((await post('/api/ai/daily-suggestions', cookie, { userId: 'someone-else' })).statusCode).toBe(403);
    expect((await post('/api/ai/daily-suggestions', undefined, {})).statusCode).toBe(401);
    expect((await post('/api/ai/daily-suggestions', cookie, { userId: 12 })).statusCode).toBe(403);
  });
});

describe('POST /api/ai/weekly-summary', () => {
  it('is honest when nothing was logged', async () => {
    const { cookie, id } = await signUp(t.app);
    const res = await post('/api/ai/weekly-summary', cookie, { userId: id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ daysLogged: 0, engine: 'builtin' });
    expect(body.progress).toMatch(/did not log any food in the last 7 days/);
    expect(body.recommendations.length).toBeGreaterThanOrEqual(1);
    expect(body.recommendations.join(' ')).toMatch(/Log your weight/);
  });

  it('summarises few days as rough and reads the weight trend', async () => {
    const { cookie, id } = await signUp(t.app);
    const today = await todayOf(cookie);
    await log(cookie, today, { calories: 2000, protein: 90 });
    await log(cookie, addDays(today, -2), { calories: 2400, protein: 110 });
    await log(cookie, addDays(today, -30), { calories: 9999 });
    await t.database.db.insertInto('weight_logs').values([{ user_id: id, weight: 82, date: addDays(today, -10) }, { user_id: id, weight: 80.5, date: addDays(today, -1) }]).execute();
    const body = (await post('/api/ai/weekly-summary', cookie, {})).json();
    expect(body.daysLogged).toBe(2);
    expect(body.progress).toMatch(/You logged food on 2 of the last 7 days, averaging 2,200 kcal/);
    expect(body.progress).toMatch(/100 g protein/);
    expect(body.progress).toMatch(/rough/);
    expect(body.progress).toMatch(/You lost 1.5 kg \(from 82 kg .* to 80.5 kg/);
    expect(body.improvements).toMatch(/no trend yet/);
    expect(body.recommendations.join(' ')).toMatch(/you logged 2 of the last 7 days/);
  });

  it('refuses bad input', async () => {
    const { cookie } = await signUp(t.app);
    expect((await post('/api/ai/weekly-summary', cookie, { userId: 'not-me' })).statusCode).toBe(403);
    expect((await post('/api/ai/weekly-summary', cookie, [1, 2])).statusCode).toBe(400);
    expect((await post('/api/ai/weekly-summary', undefined, {})).statusCode).toBe(401);
  });
});

describe("the coach in the reader's language", () => {
  it('speaks the chosen language, and suggestions written in another one are stale', async () => {
    const { cookie } = await signUp(t.app);
    const choose = (language: string) => t.app.inject({ method: 'PUT', url: '/api/auth/language', headers: { cookie }, payload: { language } });
    expect((await choose('es')).statusCode).toBe(200);
    await log(cookie, await todayOf(cookie), { calories: 3400 });
    const list = (await post('/api/ai/daily-suggestions', cookie)).json();
    expect(list[0].suggestion).toMatch(/^Llevas [\d.]+ kcal por encima de tu objetivo de [\d.]+ kcal$/);
    expect(JSON.stringify(list)).not.toMatch(/ your /);
    const latest = async () => (await t.app.inject({ method: 'GET', url: '/api/ai/daily-suggestions', headers: { cookie } })).json();
    expect((await latest()).stale).toBe(false);
    await choose('de');
    expect((await latest()).stale).toBe(true);
  });

  it("writes the weekly summary in the browser's language when none is chosen", async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/ai/weekly-summary', headers: { cookie, 'accept-language': 'de-DE,de;q=0.9' }, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().progress).toMatch(/^Du hast in den letzten 7 Tagen keine Lebensmittel eingetragen/);
    expect(res.json().recommendations).toContain('Trage dein Gewicht einmal pro Woche ein, um deinen Verlauf zu verfolgen.');
  });
});
