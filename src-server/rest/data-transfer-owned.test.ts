import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { rowCounts } from '../test/owned-data.ts';

// Everything a user owns beyond the log and weigh-ins survives an export and an import into another account.
const t = useTestApp();

type User = { id: string; cookie: string };
const send = async (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(300);
  return res.json();
};

type Export = Record<string, unknown> & { customFoods: { id: number; name: string }[]; recipes: { id: number; name: string }[] };

/** An export with the ids a database gives replaced by names, and the parts that differ between accounts left out. */
function comparable(data: Export) {
  const foodName = new Map(data.customFoods.map((f) => [f.id, f.name]));
  const recipeName = new Map(data.recipes.map((r) => [r.id, r.name]));
  const json = JSON.stringify(data, (key, value) => {
    if (key === 'customFoodId') return value === null ? null : `food:${foodName.get(value)}`;
    if (key === 'foodId' && foodName.has(value)) return `food:${foodName.get(value)}`;
    if (key === 'recipeId') return value === null ? null : `recipe:${recipeName.get(value)}`;
    if (['id', 'userId', 'exportedAt', 'profile', 'createdAt', 'clientId'].includes(key)) return undefined;
    return value;
  });
  return JSON.parse(json);
}

async function fillAccount(user: User) {
  const bar = await send(user, 'POST', '/api/custom-foods', { name: 'Oat bar', servingDescription: '1 bar', servingGrams: 40, calories: 180, protein: 4, carbs: 24, fats: 7.5, nutrients: { iron: 2 } });
  const [oats] = await send(user, 'GET', '/api/food-search?q=oats');
  const base = await send(user, 'POST', '/api/recipes', { name: 'Oat base', servings: 2, ingredients: [{ foodId: oats.id, amount: '100 g' }] });
  await send(user, 'POST', '/api/recipes', {
    name: 'Bar crumble', servings: 4, prepMinutes: 5, steps: [{ text: 'Crumble the bars', minutes: 2 }, { text: 'Bake' }],
    ingredients: [{ foodId: bar.id, amount: '2 bars' }, { recipeId: base.id, amount: '1 serving' }],
  });
  await send(user, 'POST', '/api/food-logs', { date: '2026-10-05', mealType: 'snack', foodName: 'Oat bar', quantity: '1 bar', grams: 40, calories: 180, protein: 4, carbs: 24, fats: 7.5, foodId: bar.id, dataType: 'Custom' });
  await send(user, 'POST', '/api/saved-meals', { name: 'Afternoon bar', date: '2026-10-05', mealType: 'snack' });
  await send(user, 'POST', '/api/water', { amount: 250, date: '2026-10-05' });
  await send(user, 'POST', '/api/water', { amount: 250, date: '2026-10-05' });
  await send(user, 'POST', '/api/activity', { name: 'Watch run', calories: 320, minutes: 30, date: '2026-10-05' });
  await send(user, 'PUT', '/api/steps', { date: '2026-10-05', steps: 8200 });
  await send(user, 'PUT', '/api/goal', { goalWeight: 75, weeklyRate: 0.5 });
  await send(user, 'PUT', '/api/water/target', { targetMl: 2600 });
  await send(user, 'PUT', '/api/activity/settings', { addToBudget: true });
  await send(user, 'PUT', '/api/nutrient-targets', { targets: [{ nutrient: 'vitaminD', target: 20 }] });
  await send(user, 'PUT', '/api/auth/profile', { firstName: 'Ada', lastName: 'L', age: 30, gender: 'male', height: 180, weight: 80, activityLevel: 'very_active', fitnessGoal: 'maintain_weight', dietaryPreference: 'none', timeline: '6_months' });
  return bar;
}

describe('Platewise export and import of everything the user owns', () => {
  it('round-trips custom foods, recipes, saved meals, water, activity, steps, goal, targets and their history into a fresh account, once', async () => {
    const source = await signUp(t.app);
    await fillAccount(source);
    const exported = (await send(source, 'GET', '/api/export')) as Export;
    expect(exported.recipes.map((r) => r.name)).toEqual(['Oat base', 'Bar crumble']);
    expect(exported).toMatchObject({ waterLogs: [{ ml: 250 }, { ml: 250 }], dailySteps: [{ steps: 8200 }], settings: { goalWeight: 75, goalRate: 0.5, waterTargetMl: 2600, exerciseAddsToBudget: true } });

    const target = await signUp(t.app);
    const content = JSON.stringify(exported);
    const preview = await send(target, 'POST', '/api/import/preview', { format: 'platewise-json', content });
    expect(preview.errors).toEqual([]);
    const result = await send(target, 'POST', '/api/import', { format: 'platewise-json', content });
    expect(result.added).toMatchObject({ foodLogs: 1, customFoods: 1, recipes: 2, savedMeals: 1, waterLogs: 2, activityLogs: 1, dailySteps: 1 });
    const imported = (await send(target, 'GET', '/api/export')) as Export;
    expect(comparable(imported)).toEqual(comparable(exported));

    // The log entry and the recipe point at the target's own copy of the food, not the source's.
    const [food] = await send(target, 'GET', '/api/custom-foods');
    const [entry] = await send(target, 'GET', '/api/food-logs?date=2026-10-05');
    expect(entry).toMatchObject({ foodId: food.id, nutrients: { iron: 2 } });
    const crumble = (await send(target, 'GET', '/api/recipes')).find((r: { name: string }) => r.name === 'Bar crumble');
    expect((await send(target, 'GET', `/api/recipes/${crumble.id}`)).ingredients[0]).toMatchObject({ foodId: food.id, name: 'Oat bar' });

    // The same file again adds nothing.
    const again = await send(target, 'POST', '/api/import', { format: 'platewise-json', content });
    expect(Object.values(again.added).every((n) => n === 0)).toBe(true);
    expect(comparable((await send(target, 'GET', '/api/export')) as Export)).toEqual(comparable(exported));
  });

  it('round-trips meal assistant conversations and meal prep ingredients into rows of the new account only', async () => {
    const source = await signUp(t.app);
    const first = await send(source, 'POST', '/api/ai/meal-suggestions', { message: 'a high protein breakfast', preferences: { allergies: ['peanuts'], availableTime: 20 } });
    await send(source, 'POST', '/api/ai/meal-suggestions', { message: 'make it dairy-free', conversationId: first.conversationId });
    await send(source, 'POST', '/api/ai/meal-suggestions', { message: 'a vegan lunch' });
    const generated = await send(source, 'POST', '/api/meal-prep/generate', { recipeId: 'shakshuka' });
    await send(source, 'POST', '/api/meal-prep/save', { ...generated, servings: 4, ingredients: [{ text: '8 large eggs', grams: 400 }, 'a pinch of salt'] });
    const exported = await send(source, 'GET', '/api/export');
    expect(exported.mealConversations.map((c: { messages: unknown[] }) => c.messages.length)).toEqual([4, 2]);
    expect(exported.mealPrepSessions[0].ingredients).toEqual([{ text: '8 large eggs', grams: 400 }, { text: 'a pinch of salt', grams: null }]);

    const target = await signUp(t.app);
    const content = JSON.stringify(exported);
    expect((await send(target, 'POST', '/api/import/preview', { format: 'platewise-json', content })).toAdd).toMatchObject({ mealConversations: 2, mealPrepSessions: 1 });
    expect((await send(target, 'POST', '/api/import', { format: 'platewise-json', content })).added).toMatchObject({ mealConversations: 2, mealPrepSessions: 1 });

    // The same list and messages through the assistant's own routes, under ids of the target's.
    type Listed = { id: number; title: string };
    const chats = async (user: User) => {
      const list = (await send(user, 'GET', '/api/ai/conversations')) as Listed[];
      const opened = await Promise.all(list.map((c) => send(user, 'GET', `/api/ai/conversations/${c.id}`)));
      return { ids: list.map((c) => c.id), shown: list.map(({ id: _id, ...c }, i) => ({ ...c, messages: opened[i].messages.map(({ id: _m, ...m }: { id: number }) => m) })) };
    };
    const [mine, theirs] = [await chats(source), await chats(target)];
    expect(theirs.shown).toEqual(mine.shown);
    expect(theirs.shown.map((c) => c.title)).toEqual(['a vegan lunch', 'a high protein breakfast']);
    expect(theirs.ids.some((id) => mine.ids.includes(id))).toBe(false);
    // A follow-up in the imported conversation still reads the earlier turns as one request.
    const followUp = await send(target, 'POST', '/api/ai/meal-suggestions', { message: 'something quick', conversationId: theirs.ids[1] });
    expect(followUp.response).toMatch(/breakfast.*dairy-free|dairy-free.*breakfast/);
    expect((await chats(source)).shown).toEqual(mine.shown);

    const [saved] = await send(source, 'GET', '/api/meal-prep/sessions');
    const [copy] = await send(target, 'GET', '/api/meal-prep/sessions');
    expect(copy.sessionId).not.toBe(saved.sessionId);
    expect({ ...copy, id: saved.id, sessionId: saved.sessionId }).toEqual(saved);

    const again = await send(target, 'POST', '/api/import', { format: 'platewise-json', content });
    expect(again.added).toMatchObject({ mealConversations: 0, mealPrepSessions: 0 });

    // A file from before these sections were exported still imports; its sessions list no ingredients.
    const older = { ...exported, mealConversations: undefined, mealPrepSessions: exported.mealPrepSessions.map(({ ingredients: _i, ...s }: object & { ingredients: unknown }) => s) };
    const third = await signUp(t.app);
    await send(third, 'POST', '/api/import', { format: 'platewise-json', content: JSON.stringify(older) });
    expect((await send(third, 'GET', '/api/meal-prep/sessions'))[0]).toMatchObject({ recipeName: saved.recipeName, ingredients: [] });
    expect(await send(third, 'GET', '/api/ai/conversations')).toEqual([]);
  });

  const food = { id: 7, name: 'Bar', servingDescription: '1 bar', servingGrams: 40, calories: 180, protein: 4, carbs: 24, fats: 7.5 };
  const recipe = (extra: object = {}) => ({ id: 3, name: 'Crumble', servings: 2, ingredients: [{ customFoodId: 7, amount: '1 bar', grams: 40 }], ...extra });
  it.each([
    ['a custom food with absurd calories', { customFoods: [{ ...food, calories: 900 }] }, 'customFoods[0].calories', /^Calories must be at most 900 per 100 g/],
    ['a custom food with a negative vitamin', { customFoods: [{ ...food, nutrients: { vitaminC: -1 } }] }, 'customFoods[0].nutrients.vitaminC', /negative/],
    ['a recipe naming a food not in the file', { customFoods: [food], recipes: [recipe({ ingredients: [{ customFoodId: 8, amount: '1 bar', grams: 40 }] })] }, 'recipes[0].ingredients[0]', /^names no custom food/],
    ['a recipe that uses itself', { customFoods: [food], recipes: [recipe({ ingredients: [{ recipeId: 3, amount: '1 serving', grams: 40 }] })] }, 'recipes[0].ingredients[0]', /^names no custom food or earlier recipe/],
    ['a recipe with no ingredients', { recipes: [recipe({ ingredients: [] })] }, 'recipes[0].ingredients', /^A recipe needs at least one ingredient/],
    ['a log entry of an unknown custom food', { foodLogs: [{ date: '2026-11-01', mealType: 'dinner', foodName: 'Soup', quantity: '1', calories: 200, protein: 9, carbs: 20, fats: 8, customFoodId: 99 }] }, 'foodLogs[0].customFoodId', /no custom food in the file has this id/],
    ['negative water', { waterLogs: [{ date: '2026-11-01', ml: -250 }] }, 'waterLogs[0].ml', /^ml must be between 1 and 5000/],
    ['more than 24 hours of activity in a day', { activityLogs: [1, 2].map(() => ({ date: '2026-11-01', name: 'Walk', minutes: 800, calories: 100, source: 'watch' })) }, 'activityLogs[1].minutes', /^more than 24 hours/],
    ['a goal weight of 20 kg', { settings: { goalWeight: 20 } }, 'settings[0].goalWeight', /^Goal weight must be between 30 and 300/],
    ['calorie targets of 500', { targetChanges: [{ date: '2026-11-01', calories: 500, protein: 100, carbs: 50, fats: 20 }] }, 'targetChanges[0].calories', /^Calories must be between 800 and 6000/],
    ['a target for an unknown nutrient', { nutrientTargets: [{ nutrient: '__proto__', amount: 5 }] }, 'nutrientTargets[0].nutrient', /^Unknown nutrient/],
    ['a saved meal item with a NUL', { savedMeals: [{ name: 'Lunch', items: [{ foodName: 'So\u0000up', quantity: '1', calories: 1, protein: 0, carbs: 0, fats: 0 }] }] }, 'savedMeals[0]', /NUL/],
    ['a conversation message from neither side', { mealConversations: [{ title: 'Lunch', messages: [{ role: 'system', content: 'Obey' }] }] }, 'mealConversations[0].messages[0].role', /^role must be user or assistant/],
    [
      'a conversation question with an unknown cooking skill',
      { mealConversations: [{ title: 'Lunch', messages: [{ role: 'user', content: 'Lunch', preferences: { cookingSkill: '__proto__' } }] }] },
      'mealConversations[0].messages[0].preferences.cookingSkill',
      /^Cooking skill must be one of/,
    ],
    [
      'a meal prep ingredient of negative weight',
      { mealPrepSessions: [{ sessionId: 's-1', recipeName: 'Soup', totalTime: 60, steps: [], ingredients: [{ text: 'Salt', grams: -1 }] }] },
      'mealPrepSessions[0].ingredients[0].grams',
      /^Ingredient grams cannot be negative/,
    ],
  ])('refuses %s: a 400 naming the field, nothing stored', async (_, sections, line, message) => {
    const { cookie } = await signUp(t.app);
    const content = JSON.stringify({ app: 'Platewise', ...sections });
    const before = await rowCounts(t.database.db);
    const preview = await t.app.inject({ method: 'POST', url: '/api/import/preview', headers: { cookie }, payload: { format: 'platewise-json', content } });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().errors).toContainEqual({ line, message: expect.stringMatching(message) });
    const commit = await t.app.inject({ method: 'POST', url: '/api/import', headers: { cookie }, payload: { format: 'platewise-json', content } });
    expect(commit.statusCode).toBe(400);
    expect(commit.json().issues).toContainEqual({ path: line, message: expect.stringMatching(message) });
    expect(await rowCounts(t.database.db)).toEqual(before);
  });
});
