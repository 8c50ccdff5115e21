import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../../src/domain/dates.ts';
import { completeProfile, signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();
let base: URL;
const clients: Client[] = [];
beforeAll(async () => {
  base = new URL('/api/mcp', await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (cookie: string, method: Method, url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, payload });
const json = async (cookie: string, method: Method, url: string, payload?: object) => {
  const res = await call(cookie, method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const today = () => dayIn('UTC');
const accepted = { calories: 2140, protein: 147, carbs: 241, fats: 65 };
const profile = { firstName: 'Ada', ...completeProfile };

async function mcpDayTotals(cookie: string): Promise<{ targets: { calories: number; protein: number } }> {
  const token = (await json(cookie, 'POST', '/api/auth/tokens', { name: 'assistant', scopes: ['read', 'log'] })).token;
  const client = new Client({ name: 'test-assistant', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(base, { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  clients.push(client);
  const result = (await client.callTool({ name: 'day_totals', arguments: {} })) as CallToolResult;
  expect(result.isError).not.toBe(true);
  return JSON.parse(result.content[0]?.type === 'text' ? result.content[0].text : 'null');
}

/** Three weeks of eating 2,200 kcal while losing weight, so the check-in has an estimate and a proposal. */
async function seedThreeWeeks(app: FastifyInstance, cookie: string) {
  let weight = 90;
  for (let d = 21; d >= 1; d--) {
    const date = addDays(today(), -d);
    if (d % 3 !== 0) expect((await app.inject({ method: 'POST', url: '/api/weight-logs', headers: { cookie }, payload: { weight: Math.round(weight * 100) / 100, date } })).statusCode).toBe(201);
    const meal = { date, mealType: 'dinner', foodName: 'Dinner', quantity: '1 plate', calories: 2200, protein: 150, carbs: 220, fats: 80 };
    expect((await app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload: meal })).statusCode).toBe(201);
    weight -= 500 / 7700;
  }
}

describe('one daily target on every screen', () => {
  it('gives the same target, exercise included, to daily progress, the coach, the weekly summary, nutrients, history, MCP and the export', async () => {
    const { cookie } = await signUp(t.app);
    await json(cookie, 'POST', '/api/check-in/accept', accepted);
    await json(cookie, 'PUT', '/api/activity/settings', { addToBudget: true });
    // Running 6 mph for 30 minutes at the profile's 80 kg.
    const exercise = (await json(cookie, 'POST', '/api/activity', { code: '12050', minutes: 30 })).calories;
    expect(exercise).toBeGreaterThan(0);
    const target = accepted.calories + exercise;
    await json(cookie, 'POST', '/api/food-logs', { date: today(), mealType: 'lunch', foodName: 'Big lunch', quantity: '1 plate', calories: target + 25, protein: 60, carbs: 300, fats: 90 });

    const progress = await json(cookie, 'GET', '/api/daily-progress');
    expect(progress.targets).toEqual({ ...accepted, calories: target, baseCalories: accepted.calories, exerciseCalories: exercise, source: 'manual' });

    const suggestions: { suggestion: string }[] = await json(cookie, 'POST', '/api/ai/daily-suggestions', {});
    expect(suggestions.map((s) => s.suggestion)).toContain(`You are 25 kcal over your ${fmt(target)} kcal target`);
    const summary = await json(cookie, 'POST', '/api/ai/weekly-summary', {});
    expect(summary.progress).toContain(`(target ${fmt(target)})`);
    expect((await json(cookie, 'GET', '/api/nutrients')).targets.calories).toBe(target);
    expect((await json(cookie, 'GET', '/api/history?days=7')).days.at(-1).target).toBe(target);
    expect((await mcpDayTotals(cookie)).targets).toMatchObject({ calories: target, protein: accepted.protein });
    const exported = await json(cookie, 'GET', '/api/export');
    expect(exported.dayTargets).toEqual([expect.objectContaining({ date: today(), calories: target, protein: accepted.protein })]);

    // Turning the setting off takes exercise out everywhere, and the stored coach text goes stale.
    await json(cookie, 'PUT', '/api/activity/settings', { addToBudget: false });
    expect((await json(cookie, 'GET', '/api/daily-progress')).targets.calories).toBe(accepted.calories);
    expect((await json(cookie, 'GET', '/api/ai/daily-suggestions')).stale).toBe(true);
  });

  it('keeps an accepted check-in target through a weigh-in', async () => {
    const { cookie } = await signUp(t.app);
    await seedThreeWeeks(t.app, cookie);
    const proposal = (await json(cookie, 'GET', '/api/check-in')).proposal;
    expect(proposal).not.toBeNull();
    await json(cookie, 'POST', '/api/check-in/accept', proposal);
    expect((await json(cookie, 'GET', '/api/daily-progress')).targets).toMatchObject({ calories: proposal.calories, source: 'check-in' });

    await json(cookie, 'POST', '/api/weight-logs', { weight: 84, date: today() });
    const me = await json(cookie, 'GET', '/api/auth/user');
    expect(me).toMatchObject({ weight: 84, dailyCalories: proposal.calories, dailyProtein: proposal.protein });
    expect((await json(cookie, 'GET', '/api/daily-progress')).targets).toMatchObject({ calories: proposal.calories, source: 'check-in' });
  });

  it('lets formula targets follow a weigh-in', async () => {
    const { cookie } = await signUp(t.app);
    const before = (await json(cookie, 'GET', '/api/daily-progress')).targets;
    expect(before.source).toBe('formula');
    await json(cookie, 'POST', '/api/weight-logs', { weight: completeProfile.weight - 10, date: today() });
    expect((await json(cookie, 'GET', '/api/daily-progress')).targets.calories).toBeLessThan(before.calories);
  });

  it('keeps an accepted target when a profile save changes only the weight unit', async () => {
    const { cookie } = await signUp(t.app);
    await json(cookie, 'POST', '/api/check-in/accept', accepted);
    const saved = await json(cookie, 'PUT', '/api/auth/profile', { ...profile, weightUnit: 'lb' });
    expect(saved).toMatchObject({ weightUnit: 'lb', dailyCalories: accepted.calories, keptTargets: null });
    expect((await json(cookie, 'GET', '/api/daily-progress')).targets).toMatchObject({ calories: accepted.calories, source: 'manual' });
  });

  it('answers "would replace" when the formula inputs change, keeps the target, and replaces it once confirmed', async () => {
    const { cookie } = await signUp(t.app);
    await json(cookie, 'POST', '/api/check-in/accept', accepted);
    const changed = { ...profile, activityLevel: 'very_active' };
    const saved = await json(cookie, 'PUT', '/api/auth/profile', changed);
    expect(saved).toMatchObject({ activityLevel: 'very_active', dailyCalories: accepted.calories });
    expect(saved.keptTargets.source).toBe('manual');
    expect(saved.keptTargets.current).toEqual(accepted);
    expect(saved.keptTargets.proposed.calories).toBeGreaterThan(accepted.calories);
    expect((await json(cookie, 'GET', '/api/daily-progress')).targets.calories).toBe(accepted.calories);

    const confirmed = await json(cookie, 'PUT', '/api/auth/profile', { ...changed, replaceTargets: true });
    expect(confirmed).toMatchObject({ dailyCalories: saved.keptTargets.proposed.calories, keptTargets: null });
    expect((await json(cookie, 'GET', '/api/daily-progress')).targets).toMatchObject({ calories: saved.keptTargets.proposed.calories, source: 'formula' });
    expect((await json(cookie, 'GET', '/api/target-changes')).at(-1)).toMatchObject({ source: 'profile', calories: saved.keptTargets.proposed.calories });
  });

  it('keeps the target that was in force on a past day after the target changes', async () => {
    const { cookie } = await signUp(t.app);
    const lastWeek = addDays(today(), -7);
    // Read for a window, the change made by its first day decides it, not the first change ever.
    const first = { date: addDays(today(), -90), calories: 2700, protein: 160, carbs: 320, fats: 90 };
    const earlier = { date: addDays(today(), -30), calories: 2500, protein: 150, carbs: 300, fats: 80 };
    const content = JSON.stringify({ app: 'Platewise', targetChanges: [first, earlier] });
    await json(cookie, 'POST', '/api/import', { format: 'platewise-json', content });
    await json(cookie, 'POST', '/api/check-in/accept', accepted);

    const past = await json(cookie, 'GET', `/api/daily-progress?date=${lastWeek}`);
    expect(past.targets).toMatchObject({ calories: 2500, protein: 150, carbs: 300, fats: 80 });
    expect((await json(cookie, 'GET', '/api/daily-progress')).targets.calories).toBe(accepted.calories);
    const history = (await json(cookie, 'GET', '/api/history?days=30')).days as { date: string; target: number }[];
    expect(history.find((d) => d.date === lastWeek)?.target).toBe(2500);
    const quarter = (await json(cookie, 'GET', '/api/history?days=90')).days as { date: string; target: number }[];
    expect(quarter.find((d) => d.date === addDays(today(), -60))?.target).toBe(2700);
    expect(quarter.find((d) => d.date === lastWeek)?.target).toBe(2500);
  });
});

describe('Edit Profile', () => {
  it('saves without a last name, as sign-up allows', async () => {
    const { cookie } = await signUp(t.app);
    const saved = await json(cookie, 'PUT', '/api/auth/profile', { ...profile, lastName: '' });
    expect(saved).toMatchObject({ firstName: 'Ada', lastName: null });
    const without = await json(cookie, 'PUT', '/api/auth/profile', profile);
    expect(without.lastName).toBeNull();
  });

  it('refuses a profile save with a bad replaceTargets, naming it, and keeps the target', async () => {
    const { cookie } = await signUp(t.app);
    await json(cookie, 'POST', '/api/check-in/accept', accepted);
    const res = await call(cookie, 'PUT', '/api/auth/profile', { ...profile, activityLevel: 'very_active', replaceTargets: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['replaceTargets']);
    expect((await json(cookie, 'GET', '/api/auth/user')).dailyCalories).toBe(accepted.calories);
  });
});
