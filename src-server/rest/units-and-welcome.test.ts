import { describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../../src/domain/dates.ts';
import { computeTargets } from '../../src/domain/targets.ts';
import { completeProfile, signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();
const logWeight = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/weight-logs', headers: { cookie }, payload });
const targetsAt = (weight: number) => computeTargets({ ...completeProfile, weight });

describe("the profile's weight follows the latest weigh-in", () => {
  it('takes the newest weigh-in and recomputes the targets; older days and deletions behave', async () => {
    const { cookie } = await signUp(t.app);
    const today = dayIn('UTC');
    expect(await me(cookie)).toMatchObject({ weight: 80, dailyCalories: targetsAt(80).dailyCalories });

    const todays = (await logWeight(cookie, { weight: 77.5 })).json();
    expect(await me(cookie)).toMatchObject({ weight: 77.5, dailyCalories: targetsAt(77.5).dailyCalories, dailyProtein: targetsAt(77.5).dailyProtein });

    // A weigh-in for an earlier day is history: the profile keeps the newest.
    await logWeight(cookie, { weight: 90, date: addDays(today, -10) });
    expect((await me(cookie)).weight).toBe(77.5);

    // Deleting the newest falls back to the one before it.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/weight-logs/${todays.id}`, headers: { cookie } })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ weight: 90, dailyCalories: targetsAt(90).dailyCalories });
  });

  it('leaves other users alone, and a refused weigh-in changes nothing', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await logWeight(owner.cookie, { weight: 70 });
    expect((await me(other.cookie)).weight).toBe(80);
    expect((await logWeight(owner.cookie, { weight: 5000 })).statusCode).toBe(400);
    expect((await logWeight(owner.cookie, { weight: 65, userId: other.id })).statusCode).toBe(403);
    expect((await me(owner.cookie)).weight).toBe(70);
    expect((await me(other.cookie)).weight).toBe(80);
  });
});

describe('units chosen at onboarding', () => {
  it('stores them with the body stats in kg and cm, decimals kept', async () => {
    const { cookie } = await signUp(t.app, { onboard: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/onboarding',
      headers: { cookie },
      payload: { ...completeProfile, weight: 68.04, height: 167.6, weightUnit: 'lb', heightUnit: 'ft_in' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ weight: 68.04, height: 167.6, weightUnit: 'lb', heightUnit: 'ft_in' });
  });

  it('refuses an unknown unit, naming the field, and stores nothing', async () => {
    const { cookie } = await signUp(t.app, { onboard: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/onboarding', headers: { cookie }, payload: { ...completeProfile, weightUnit: 'stone' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('weightUnit');
    expect((await me(cookie)).age).toBeNull();
  });
});

describe("the dashboard's welcome", () => {
  it('is a first visit once per user, then never again', async () => {
    const { cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await me(cookie)).welcomedAt).toBeNull();
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/welcome', headers: { cookie } });
    expect(first.json()).toEqual({ firstVisit: true });
    expect((await me(cookie)).welcomedAt).toEqual(expect.any(String));
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/welcome', headers: { cookie } })).json()).toEqual({ firstVisit: false });
    // Another user's first visit is still theirs.
    expect((await me(other.cookie)).welcomedAt).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/welcome' })).statusCode).toBe(401);
  });
});

describe('the UI language', () => {
  const choose = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/language', headers: cookie ? { cookie } : {}, payload });

  it('is saved on the user, can go back to the browser default, and refuses a language the app does not ship', async () => {
    const { cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await me(cookie)).language).toBeNull();
    expect((await choose({ language: 'es' }, cookie)).json().language).toBe('es');
    expect((await me(cookie)).language).toBe('es');
    expect((await me(other.cookie)).language).toBeNull();

    const refused = await choose({ language: 'fr' }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Language');
    expect((await me(cookie)).language).toBe('es');

    expect((await choose({ language: null }, cookie)).json().language).toBeNull();
    expect((await choose({ language: 'de' })).statusCode).toBe(401);
  });
});
