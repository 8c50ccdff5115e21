import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { owned, rowCounts, seedUserData } from '../test/owned-data.ts';

// A file is held to the schemas that creating each thing uses, so no import can store what a screen cannot show.
const t = useTestApp();

type User = { id: string; cookie: string };
type Export = Record<string, unknown[]>;

const send = (user: User, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

/** Every list a screen reads, over REST and tRPC. */
const LISTS = [
  '/api/meal-plans', '/api/meal-prep/sessions', '/api/saved-meals', '/api/recipes', '/api/custom-foods', '/api/ai/conversations', '/api/food-logs',
  '/api/weight-logs', '/api/activities', '/api/target-changes', '/api/nutrient-targets', '/api/goal', '/api/progress', '/api/export',
  '/api/trpc/mealPlan.list', '/api/trpc/mealPrep.sessions', '/api/trpc/savedMeal.list', '/api/trpc/recipe.list', '/api/trpc/ai.conversations',
];

async function expectListsReadable(user: User) {
  for (const url of LISTS) {
    const res = await send(user, 'GET', url);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  }
}

let exported: Export;
beforeAll(async () => {
  const source = await signUp(t.app);
  await seedUserData(t.app, source.cookie);
  await owned.savedMeal(t.app, source.cookie);
  await owned.recipe(t.app, source.cookie);
  await send(source, 'POST', '/api/water', { amount: 250, date: '2026-01-05' });
  await send(source, 'POST', '/api/activity', { code: '17190', minutes: 20, date: '2026-01-05' });
  exported = (await send(source, 'GET', '/api/export')).json();
}, 120_000);

/** The export with one element of a section replaced. */
const withEntry = (section: string, change: (entry: Record<string, unknown>) => unknown) =>
  JSON.stringify({ ...exported, [section]: [change(structuredClone(exported[section]![0]) as Record<string, unknown>)] });

describe('imports checked like creation', () => {
  it('imports a real export of one of everything into a fresh account, and every list still reads', async () => {
    for (const section of ['mealPlans', 'mealPrepSessions', 'savedMeals', 'recipes', 'customFoods', 'mealConversations', 'foodLogs', 'weightLogs', 'waterLogs', 'activityLogs']) {
      expect(exported[section], section).not.toHaveLength(0);
    }
    const target = await signUp(t.app);
    const res = await send(target, 'POST', '/api/import', { format: 'platewise-json', content: JSON.stringify(exported) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().added).toMatchObject({ mealPlans: 1, mealPrepSessions: 1, savedMeals: 1, recipes: 1, customFoods: 1, mealConversations: 1 });
    await expectListsReadable(target);
    expect((await send(target, 'GET', '/api/meal-plans')).json()).toHaveLength(1);
  });

  it('refuses a meal plan with a malformed shopping list, stores nothing, and the meal plans still list', async () => {
    const user = await signUp(t.app);
    const content = JSON.stringify({ app: 'Platewise', mealPlans: [{ name: 'Week', meals: [], shoppingList: [{}] }] });
    const preview = await send(user, 'POST', '/api/import/preview', { format: 'platewise-json', content });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ toAdd: { mealPlans: 0 }, errors: [{ line: 'mealPlans[0].shoppingList[0].category', message: 'Aisle must be text (and 1 more in this entry)' }] });
    const before = await rowCounts(t.database.db);
    const commit = await send(user, 'POST', '/api/import', { format: 'platewise-json', content });
    expect(commit.statusCode).toBe(400);
    expect(commit.json()).toMatchObject({ message: 'The file has 1 bad row; nothing was imported', issues: [{ path: 'mealPlans[0].shoppingList[0].category', message: 'Aisle must be text (and 1 more in this entry)' }] });
    expect(await rowCounts(t.database.db)).toEqual(before);
    expect((await send(user, 'GET', '/api/meal-plans')).statusCode).toBe(200);
    expect((await send(user, 'GET', '/api/trpc/mealPlan.list')).statusCode).toBe(200);
  });

  it('still lists plans whose malformed shopping list was stored before imports were checked', async () => {
    const user = await signUp(t.app);
    const aisle = { category: 'Produce', items: [{ name: 'Eggs', quantity: '6 large', grams: 300 }] };
    await t.database.db.insertInto('meal_plans').values({ user_id: user.id, name: 'Old week', meals: '[]', shopping_list: JSON.stringify([{}, aisle]) }).execute();
    const plans = await send(user, 'GET', '/api/meal-plans');
    expect(plans.statusCode).toBe(200);
    expect(plans.json()).toMatchObject([{ name: 'Old week', shoppingList: [aisle], shoppingItems: ['Eggs: 6 large'] }]);
    expect((await send(user, 'GET', '/api/trpc/mealPlan.list')).statusCode).toBe(200);
  });

  // One malformed element per section, each of a kind the section's creation schema refuses.
  const cases: [string, (entry: Record<string, unknown>) => unknown, string][] = [
    ['mealPlans', (p) => ({ ...p, meals: [{ ...(p.meals as object[])[0], ingredients: 'rice' }] }), 'mealPlans[0].meals[0].ingredients'],
    ['mealPlans', (p) => ({ ...p, meals: [{}] }), 'mealPlans[0].meals[0].day'],
    ['mealPlans', (p) => ({ ...p, shoppingList: [{ category: 'Produce', items: [{ name: 'Eggs' }] }] }), 'mealPlans[0].shoppingList[0].items[0].quantity'],
    ['mealPlans', (p) => ({ ...p, preferences: { warnings: 'none' } }), 'mealPlans[0].preferences.warnings'],
    ['mealPlans', (p) => ({ ...p, preferences: { targets: { calories: 'lots' } } }), 'mealPlans[0].preferences.targets.calories'],
    ['mealPrepSessions', (s) => ({ ...s, steps: [{}] }), 'mealPrepSessions[0].steps[0].id'],
    ['mealPrepSessions', (s) => ({ ...s, nutrition: 'high' }), 'mealPrepSessions[0].nutrition'],
    ['savedMeals', (m) => ({ ...m, items: [{}] }), 'savedMeals[0].items[0].foodName'],
    ['recipes', (r) => ({ ...r, steps: [{}] }), 'recipes[0].steps[0].text'],
    ['customFoods', (f) => ({ ...f, calories: 'many' }), 'customFoods[0].calories'],
    ['mealConversations', (c) => ({ ...c, messages: [{ role: 'assistant', content: 'Try these', suggestions: [{}] }] }), 'mealConversations[0].messages[0].suggestions[0]'],
    ['foodLogs', () => ({}), 'foodLogs[0].date'],
    ['weightLogs', () => ({ weight: 'heavy', date: '2026-01-05' }), 'weightLogs[0].weight'],
    ['waterLogs', (w) => ({ ...w, ml: [] }), 'waterLogs[0].ml'],
    ['activityLogs', (a) => ({ ...a, minutes: -1 }), 'activityLogs[0].minutes'],
    ['dailySteps', () => ({ date: 'today', steps: 1 }), 'dailySteps[0].date'],
    ['targetChanges', () => ({ date: '2026-01-05', calories: 'x' }), 'targetChanges[0].calories'],
    ['nutrientTargets', () => ({ nutrient: 'kryptonite', amount: 1 }), 'nutrientTargets[0].nutrient'],
  ];

  it.each(cases)('refuses a malformed element of %s with its path, stores nothing, and every list still reads', async (section, change, path) => {
    const user = await signUp(t.app);
    const content = withEntry(section, change);
    const preview = (await send(user, 'POST', '/api/import/preview', { format: 'platewise-json', content })).json();
    expect(preview.errors, JSON.stringify(preview.errors)).toHaveLength(1);
    expect(preview.errors[0].line.startsWith(path), `${preview.errors[0].line} starts with ${path}`).toBe(true);
    const before = await rowCounts(t.database.db);
    const commit = await send(user, 'POST', '/api/import', { format: 'platewise-json', content });
    expect(commit.statusCode).toBe(400);
    expect(commit.json().issues[0].path).toBe(preview.errors[0].line);
    expect(await rowCounts(t.database.db)).toEqual(before);
    await expectListsReadable(user);
  });

  it('refuses settings that are not settings', async () => {
    const user = await signUp(t.app);
    const content = JSON.stringify({ app: 'Platewise', settings: { goalWeight: 'slim' } });
    const commit = await send(user, 'POST', '/api/import', { format: 'platewise-json', content });
    expect(commit.statusCode).toBe(400);
    expect(commit.json().issues[0].path).toBe('settings[0].goalWeight');
  });
});
