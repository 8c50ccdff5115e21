import { describe, expect, it } from 'vitest';
import type { FoodLogDto } from '../../src/schemas/food-log.ts';
import type { GeneratedSession } from '../../src/schemas/meal-prep.ts';
import type { RecipeDto, RecipeSummaryDto } from '../../src/schemas/user-recipe.ts';
import { signUp, useTestApp } from '../test/app.ts';
import { owned, rowCounts, userSnapshot } from '../test/owned-data.ts';

const t = useTestApp();

type User = { id: string; cookie: string };
const send = (user: User | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, payload });

/** The first search result's id and numbers per 100 g, as the user would pick it. */
async function food(user: User, q: string) {
  const [hit] = (await send(user, 'GET', `/api/food-search?q=${encodeURIComponent(q)}`)).json() as { id: number; name: string }[];
  const row = await t.database.db.selectFrom('foods').select(['id', 'calories', 'protein']).where('id', '=', hit!.id).executeTakeFirstOrThrow();
  return { ...row, name: hit!.name };
}

async function create(user: User, body: object): Promise<RecipeDto> {
  const res = await send(user, 'POST', '/api/recipes', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('recipes', () => {
  it('computes one serving from the ingredients through the portion engine, with each ingredient share', async () => {
    const user = await signUp(t.app);
    const oats = await food(user, 'oats');
    const milk = await food(user, 'milk whole');
    const recipe = await create(user, {
      name: 'Porridge',
      servings: 2,
      ingredients: [{ foodId: oats.id, amount: '200 g' }, { foodId: milk.id, amount: '500 g' }],
      steps: [{ text: 'Simmer the oats in the milk.', minutes: 8 }],
      prepMinutes: 2,
      cookMinutes: 8,
    });
    const kcal = (200 * oats.calories + 500 * milk.calories) / 100;
    expect(recipe.total.calories).toBe(Math.round(kcal));
    expect(recipe.perServing.calories).toBe(Math.round(kcal / 2));
    expect(recipe.ingredients.map((i) => i.grams)).toEqual([200, 500]);
    expect(recipe.ingredients[0]!.calorieShare).toBeCloseTo((100 * 200 * oats.calories) / 100 / kcal, 0);
    expect(recipe.ingredients[0]!.calorieShare + recipe.ingredients[1]!.calorieShare).toBeCloseTo(100, 0);
    const list = (await send(user, 'GET', '/api/recipes')).json() as RecipeSummaryDto[];
    expect(list).toEqual([expect.objectContaining({ id: recipe.id, name: 'Porridge', ingredientCount: 2, perServing: recipe.perServing })]);
  });

  it('reads household amounts: "2 medium" bananas weigh two of USDA\'s medium banana', async () => {
    const user = await signUp(t.app);
    // The raw banana USDA weighs by size (SR's; FNDDS's counts '1 banana').
    const hits = (await send(user, 'GET', `/api/food-search?q=banana%20raw`)).json() as { id: number; portions: { label: string; grams: number }[] }[];
    const banana = hits.find((hit) => hit.portions.some((p) => /medium/.test(p.label)))!;
    const recipe = await create(user, { name: 'Banana bowl', servings: 1, ingredients: [{ foodId: banana.id, amount: '2 medium' }] });
    const medium = banana.portions.find((p) => /medium/.test(p.label))!;
    expect(recipe.ingredients[0]!.grams).toBeCloseTo(2 * medium.grams, 0);
    expect(recipe.ingredients[0]!.portion).toContain('medium');
  });

  it('uses another recipe as an ingredient by servings, refuses cycles, and refuses to delete a recipe in use', async () => {
    const user = await signUp(t.app);
    const rice = await food(user, 'rice white cooked');
    const base = await create(user, { name: 'Rice', servings: 4, ingredients: [{ foodId: rice.id, amount: '800 g' }] });
    const bowl = await create(user, { name: 'Bowl', servings: 1, ingredients: [{ recipeId: base.id, amount: '2 servings' }] });
    expect(bowl.ingredients[0]).toMatchObject({ recipeId: base.id, name: 'Rice', grams: 400 });
    expect(bowl.total.calories).toBe(Math.round(base.total.calories / 2));

    const before = await rowCounts(t.database.db);
    const cycle = await send(user, 'PUT', `/api/recipes/${base.id}`, { name: 'Rice', servings: 4, ingredients: [{ recipeId: bowl.id, amount: '1 serving' }] });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().issues).toEqual([{ path: 'ingredients.0.recipeId', message: expect.stringMatching(/cannot contain itself/) }]);
    const self = await send(user, 'PUT', `/api/recipes/${base.id}`, { name: 'Rice', servings: 4, ingredients: [{ recipeId: base.id, amount: '1 serving' }] });
    expect(self.statusCode).toBe(400);
    expect((await send(user, 'DELETE', `/api/recipes/${base.id}`)).statusCode).toBe(409);
    expect(await rowCounts(t.database.db)).toEqual(before);
    expect((await send(user, 'GET', `/api/recipes/${base.id}`)).json()).toMatchObject({ ingredients: [expect.objectContaining({ foodId: rice.id })] });
  });

  it('logs servings with the numbers of now, which stay when the recipe changes', async () => {
    const user = await signUp(t.app);
    const oats = await food(user, 'oats');
    const recipe = await create(user, { name: 'Oat bake', servings: 4, ingredients: [{ foodId: oats.id, amount: '400 g' }] });
    const res = await send(user, 'POST', `/api/recipes/${recipe.id}/log`, { servings: 2, date: '2026-05-01', mealType: 'lunch' });
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json() as FoodLogDto & { recipeId: number };
    expect(entry).toMatchObject({ foodName: 'Oat bake', quantity: '2 servings', mealType: 'lunch', recipeId: recipe.id, calories: Math.round(recipe.total.calories / 2) });
    const day = (await send(user, 'GET', '/api/daily-progress?date=2026-05-01')).json();
    expect(day.macros.calories).toBe(entry.calories);

    await send(user, 'PUT', `/api/recipes/${recipe.id}`, { name: 'Oat bake', servings: 4, ingredients: [{ foodId: oats.id, amount: '100 g' }] });
    const after = (await send(user, 'GET', '/api/food-logs?date=2026-05-01')).json() as FoodLogDto[];
    expect(after[0]!.calories).toBe(entry.calories);
    // Deleting the recipe leaves the entry.
    expect((await send(user, 'DELETE', `/api/recipes/${recipe.id}`)).statusCode).toBe(200);
    expect((await send(user, 'GET', '/api/food-logs?date=2026-05-01')).json()).toHaveLength(1);
  });

  it('totals micronutrients per serving, counts the ingredients that lack one, and logs only those all report', async () => {
    const user = await signUp(t.app);
    const label = { servingDescription: '50 g', servingGrams: 50, calories: 100, protein: 5, carbs: 10, fats: 4 };
    const made = async (body: object) => ((await send(user, 'POST', '/api/custom-foods', body)).json() as { id: number }).id;
    const fortified = await made({ ...label, name: 'Fortified flakes', nutrients: { iron: 3, calcium: 100 } });
    const cheese = await made({ ...label, name: 'Soft cheese', nutrients: { calcium: 25 } });
    const recipe = await create(user, { name: 'Cheesy flakes', servings: 2, ingredients: [{ foodId: fortified, amount: '100 g' }, { foodId: cheese, amount: '100 g' }] });
    expect(recipe.perServingNutrients).toEqual([
      { key: 'calcium', name: 'Calcium', unit: 'mg', amount: 125, lacking: 0 },
      { key: 'iron', name: 'Iron', unit: 'mg', amount: 3, lacking: 1 },
    ]);

    const res = await send(user, 'POST', `/api/recipes/${recipe.id}/log`, { servings: 2, date: '2026-05-02', mealType: 'breakfast' });
    expect(res.statusCode, res.body).toBe(201);
    // The cheese does not say its iron: the entry does not claim a number for it.
    expect((res.json() as FoodLogDto).nutrients).toEqual({ calcium: 250 });
    const report = (await send(user, 'GET', '/api/nutrients?from=2026-05-02&to=2026-05-02')).json() as { nutrients: { key: string; amount: number; entriesLacking: number }[] };
    expect(report.nutrients.find((n) => n.key === 'calcium')).toMatchObject({ amount: 250, entriesLacking: 0 });
    expect(report.nutrients.find((n) => n.key === 'iron')).toMatchObject({ entriesLacking: 1 });
  });

  it('scales by a factor or to a number of servings, and duplicates', async () => {
    const user = await signUp(t.app);
    const banana = await food(user, 'banana raw');
    const recipe = await create(user, { name: 'Smoothie', servings: 2, ingredients: [{ foodId: banana.id, amount: '2 medium' }] });
    const doubled = (await send(user, 'POST', `/api/recipes/${recipe.id}/scale`, { factor: 2 })).json() as RecipeDto;
    expect(doubled).toMatchObject({ servings: 4, ingredients: [expect.objectContaining({ amount: '4 medium' })] });
    expect(doubled.total.calories).toBeCloseTo(recipe.total.calories * 2, -1);
    expect(doubled.perServing.calories).toBeCloseTo(recipe.perServing.calories, -1);
    const three = (await send(user, 'POST', `/api/recipes/${recipe.id}/scale`, { servings: 3 })).json() as RecipeDto;
    expect(three).toMatchObject({ servings: 3, ingredients: [expect.objectContaining({ amount: '3 medium' })] });
    const copy = await send(user, 'POST', `/api/recipes/${recipe.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Smoothie (copy)', servings: 3, ingredients: [expect.objectContaining({ amount: '3 medium' })] });
    expect(copy.json().id).not.toBe(recipe.id);
  });

  it('opens in the meal prep studio with its steps and timers', async () => {
    const user = await signUp(t.app);
    const oats = await food(user, 'oats');
    const recipe = await create(user, {
      name: 'Overnight oats',
      servings: 1,
      ingredients: [{ foodId: oats.id, amount: '50 g' }],
      steps: [{ text: 'Mix everything.', minutes: 5 }, { text: 'Soak for about 10 minutes.' }, { text: 'Chill overnight.' }],
      prepMinutes: 5,
      cookMinutes: 30,
    });
    const res = await send(user, 'POST', `/api/recipes/${recipe.id}/prep`);
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json() as GeneratedSession;
    expect(session).toMatchObject({ recipeName: 'Overnight oats', source: 'recipe', nutrition: { calories: recipe.perServing.calories } });
    // The timer runs the time a step's text states, and a short step's words are shown once.
    expect(session.steps.map((s) => [s.title, s.description, s.duration])).toEqual([['Mix everything.', '', 300], ['Soak for about 10 minutes.', '', 600], ['Chill overnight.', '', 1200]]);
    expect(session.ingredients).toEqual([{ text: `50 g ${oats.name}`, grams: 50 }]);
    // The studio can save and complete it like any session.
    expect((await send(user, 'POST', '/api/meal-prep/save', session)).statusCode).toBe(200);
  });
});

describe('recipe bad input: 400 naming the field, nothing stored', () => {
  it.each([
    ['no ingredients', { name: 'X', servings: 1, ingredients: [] }, 'ingredients'],
    ['zero servings', { name: 'X', servings: 0, ingredients: [{ foodId: 1, amount: '1 g' }] }, 'servings'],
    ['a name over 200 characters', { name: 'x'.repeat(201), servings: 1, ingredients: [{ foodId: 1, amount: '1 g' }] }, 'name'],
    ['a negative amount', { name: 'X', servings: 1, ingredients: [{ foodId: 1, amount: '-200 g' }] }, 'ingredients.0.amount'],
    ['a zero amount', { name: 'X', servings: 1, ingredients: [{ foodId: 1, amount: '0 g' }] }, 'ingredients.0.amount'],
    ['an absurd amount', { name: 'X', servings: 1, ingredients: [{ foodId: 1, amount: '9999999999999999999999 kg' }] }, 'ingredients.0.amount'],
    ['an amount over 100 kg', { name: 'X', servings: 1, ingredients: [{ foodId: 1, amount: '200 kg' }] }, 'ingredients.0.amount'],
    ['an unknown food', { name: 'X', servings: 1, ingredients: [{ foodId: 2_000_000_000, amount: '1 g' }] }, 'ingredients.0.foodId'],
    ['neither food nor recipe', { name: 'X', servings: 1, ingredients: [{ amount: '1 g' }] }, 'ingredients.0.foodId'],
    ['a negative prep time', { name: 'X', servings: 1, ingredients: [{ foodId: 1, amount: '1 g' }], prepMinutes: -5 }, 'prepMinutes'],
  ])('%s', async (_, body, field) => {
    const user = await signUp(t.app);
    const before = await rowCounts(t.database.db);
    const res = await send(user, 'POST', '/api/recipes', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('refuses bad log and scale input', async () => {
    const user = await signUp(t.app);
    const recipe = await create(user, { name: 'Toast', servings: 1, ingredients: [{ foodId: (await food(user, 'bread white')).id, amount: '2 slices' }] });
    const before = await rowCounts(t.database.db);
    const log = await send(user, 'POST', `/api/recipes/${recipe.id}/log`, { servings: 0, date: '2026-05-01', mealType: 'lunch' });
    expect(log.statusCode).toBe(400);
    expect(log.json().issues[0].path).toBe('servings');
    const scale = await send(user, 'POST', `/api/recipes/${recipe.id}/scale`, { factor: -1 });
    expect(scale.statusCode).toBe(400);
    expect(scale.json().issues[0].path).toBe('factor');
    expect(await rowCounts(t.database.db)).toEqual(before);
  });
});

describe('recipe access', () => {
  it("gives another user 404 for every procedure aimed at the owner's recipe, and changes nothing", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const oats = await food(owner, 'oats');
    const recipe = await create(owner, { name: 'Mine', servings: 2, ingredients: [{ foodId: oats.id, amount: '100 g' }] });
    const secret = await owned.customFood(t.app, owner.cookie);
    const before = await userSnapshot(t.database.db, owner.id);
    const body = { name: 'Taken', servings: 1, ingredients: [{ foodId: oats.id, amount: '1 g' }] };
    const attempts: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['get', 'GET', `/api/recipes/${recipe.id}`],
      ['update', 'PUT', `/api/recipes/${recipe.id}`, body],
      ['remove', 'DELETE', `/api/recipes/${recipe.id}`],
      ['duplicate', 'POST', `/api/recipes/${recipe.id}/duplicate`],
      ['scale', 'POST', `/api/recipes/${recipe.id}/scale`, { factor: 2 }],
      ['log', 'POST', `/api/recipes/${recipe.id}/log`, { servings: 1, date: '2026-05-01', mealType: 'lunch' }],
      ['prep', 'POST', `/api/recipes/${recipe.id}/prep`],
    ];
    for (const [what, method, url, payload] of attempts) {
      const res = await send(intruder, method, url, payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
    }
    // Using the owner's recipe inside one's own is refused as well.
    const nested = await send(intruder, 'POST', '/api/recipes', { name: 'Nest', servings: 1, ingredients: [{ recipeId: recipe.id, amount: '1 serving' }] });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().issues[0].path).toBe('ingredients.0.recipeId');
    // So is another user's own food: it is theirs alone.
    const borrowed = await send(intruder, 'POST', '/api/recipes', { name: 'Borrowed', servings: 1, ingredients: [{ foodId: secret, amount: '1 bar' }] });
    expect(borrowed.statusCode, borrowed.body).toBe(400);
    expect(borrowed.json().issues[0].path).toBe('ingredients.0.foodId');
    expect((await send(intruder, 'GET', '/api/recipes')).json()).toEqual([]);
    expect(await userSnapshot(t.database.db, owner.id)).toEqual(before);
  });

  it('answers 401 to every recipe route when signed out', async () => {
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/recipes'], ['POST', '/api/recipes'], ['POST', '/api/recipes/import'], ['GET', '/api/recipes/1'], ['PUT', '/api/recipes/1'],
      ['DELETE', '/api/recipes/1'], ['POST', '/api/recipes/1/duplicate'], ['POST', '/api/recipes/1/scale'], ['POST', '/api/recipes/1/log'], ['POST', '/api/recipes/1/prep'],
    ];
    for (const [method, url] of routes) expect((await send(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode, `${method} ${url}`).toBe(401);
  });
});
