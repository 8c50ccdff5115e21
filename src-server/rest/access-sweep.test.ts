import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { startFakeOpenFoodFacts } from '../test/fake-open-food-facts.ts';
import { banana, oatBar, owned, userSnapshot } from '../test/owned-data.ts';
import { callProcedure, errorMessage, procedures } from '../test/procedures.ts';
import { routesOf } from '../test/route-table.ts';

vi.mock('fastify', async (original) => (await import('../test/route-table.ts')).recordRoutes(await original()));

const openFoodFacts = await startFakeOpenFoodFacts();
afterAll(() => openFoodFacts.close());
const t = useTestApp({ OPEN_FOOD_FACTS_URL: openFoodFacts.url });

type User = { id: string; cookie: string };

interface Probe {
  /** Makes something of the owner's and returns what the request names it by: path parameters, or a procedure's input. */
  target: (app: FastifyInstance, owner: User) => Promise<Record<string, unknown>>;
  /** The request body (REST), filled in with the target. */
  body?: (target: Record<string, unknown>) => object;
  /** Request headers (REST) beyond the cookie. */
  headers?: Record<string, string>;
  /** The id names something shared, such as a food: the intruder may act on it, but only for themselves. */
  shared?: true;
}

const foodLog = async (app: FastifyInstance, o: User) => ({ id: await owned.foodLog(app, o.cookie) });
/** An entry the owner removed, which the owner could put back. */
const removedFoodLog = async (app: FastifyInstance, o: User) => {
  const { id } = await foodLog(app, o);
  await app.inject({ method: 'DELETE', url: `/api/food-logs/${id}`, headers: { cookie: o.cookie } });
  return { id };
};
const weightLog = async (app: FastifyInstance, o: User) => ({ id: await owned.weightLog(app, o.cookie) });
const mealPlan = async (app: FastifyInstance, o: User) => ({ id: await owned.mealPlan(app, o.cookie) });
const session = async (app: FastifyInstance, o: User) => ({ id: (await owned.prepSession(app, o.cookie)).id });
const token = async (app: FastifyInstance, o: User) => ({ id: await owned.apiToken(app, o.cookie) });
const favorite = async (app: FastifyInstance, o: User) => ({ foodId: await owned.favoriteFood(app, o.cookie) });
const waterLog = async (app: FastifyInstance, o: User) => ({ id: await owned.waterLog(app, o.cookie) });
const activityLog = async (app: FastifyInstance, o: User) => ({ id: await owned.activityLog(app, o.cookie) });
const recipe = async (app: FastifyInstance, o: User) => ({ id: await owned.recipe(app, o.cookie) });
const recipeBody = { name: 'Taken over', servings: 1, ingredients: [{ foodId: 1, amount: '1 g' }] };
const recipeLog = { servings: 1, date: '2026-01-05', mealType: 'lunch' };
const customFood = async (app: FastifyInstance, o: User) => ({ id: await owned.customFood(app, o.cookie) });
const savedMeal = async (app: FastifyInstance, o: User) => ({ id: await owned.savedMeal(app, o.cookie) });
const conversation = async (app: FastifyInstance, o: User) => ({ id: await owned.conversation(app, o.cookie) });
const libraryRecipe = async () => ({ recipeId: 'shakshuka' });
/** A history file the owner uploaded (a preview until imported). */
const historyImport = async (app: FastifyInstance, o: User) => {
  const payload = '<HealthData><Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" unit="count" startDate="2026-01-05 08:00:00 +0000" value="500"/></HealthData>';
  const res = await app.inject({ method: 'POST', url: '/api/history-imports?format=apple-health&fileName=export.xml', headers: { cookie: o.cookie, 'content-type': 'application/xml' }, payload });
  if (res.statusCode !== 201) throw new Error(`history file not read: ${res.body}`);
  return { id: res.json().id as number };
};
/** A history file the owner started to send in parts. */
const historyUpload = async (app: FastifyInstance, o: User) => {
  const res = await app.inject({ method: 'POST', url: '/api/history-imports/uploads', headers: { cookie: o.cookie }, payload: { format: 'apple-health', fileName: 'export.xml', size: 1000 } });
  if (res.statusCode !== 201) throw new Error(`upload not started: ${res.body}`);
  return { id: res.json().id as number };
};
const userId = async (_app: FastifyInstance, o: User) => ({ userId: o.id });
// The owner is the first account of this file's database, so the instance's admin: the admin
// procedures aim at another member, which the intruder (a member) may not touch and the owner may.
const member = async (app: FastifyInstance) => ({ userId: (await signUp(app)).id });
const invite = async (app: FastifyInstance, o: User) => {
  const res = await app.inject({ method: 'POST', url: '/api/admin/invites', headers: { cookie: o.cookie }, payload: {} });
  const id = (await app.inject({ method: 'GET', url: '/api/admin/invites', headers: { cookie: o.cookie } })).json()[0]?.id;
  if (res.statusCode !== 201 || !id) throw new Error(`invite not made: ${res.body}`);
  return { inviteId: id };
};
const portion = { quantity: '2 medium', calories: 210, protein: 2.6, carbs: 54, fats: 0.8 };

/** How to aim each REST route with a path parameter at the owner's data. */
const REST: Record<string, Probe> = {
  'DELETE /api/auth/tokens/:id': { target: token },
  'GET /api/foods/barcode/:code': { target: async () => ({ code: '0049000028911' }), shared: true },
  'PUT /api/favorite-foods/:foodId': { target: favorite, shared: true },
  'DELETE /api/favorite-foods/:foodId': { target: favorite, shared: true },
  'GET /api/food-logs/:userId': { target: userId },
  'PATCH /api/food-logs/:id': { target: foodLog, body: () => portion },
  'PUT /api/food-logs/:id': { target: foodLog, body: () => portion },
  'DELETE /api/food-logs/:id': { target: foodLog },
  'POST /api/food-logs/:id/restore': { target: removedFoodLog },
  'GET /api/daily-progress/:userId/:date': { target: async (_app, o) => ({ userId: o.id, date: banana.date }) },
  'GET /api/daily-progress/:userId': { target: userId },
  'GET /api/meal-plan/:id': { target: mealPlan },
  'GET /api/meal-plans/:id': { target: mealPlan },
  'DELETE /api/meal-plans/:id': { target: mealPlan },
  'POST /api/meal-plans/:id/log-meal': { target: mealPlan, body: () => ({ day: 1, mealType: 'dinner' }) },
  'POST /api/meal-plans/:id/log-day': { target: mealPlan, body: () => ({ day: 1 }) },
  'PUT /api/meal-prep/sessions/:id/complete': { target: session },
  'GET /api/weight-logs/:userId': { target: userId },
  'DELETE /api/weight-logs/:id': { target: weightLog },
  'DELETE /api/water/:id': { target: waterLog },
  'DELETE /api/activity/:id': { target: activityLog },
  'GET /api/recipes/:id': { target: recipe },
  'PUT /api/recipes/:id': { target: recipe, body: () => recipeBody },
  'DELETE /api/recipes/:id': { target: recipe },
  'POST /api/recipes/:id/duplicate': { target: recipe },
  'POST /api/recipes/:id/scale': { target: recipe, body: () => ({ factor: 2 }) },
  'POST /api/recipes/:id/log': { target: recipe, body: () => recipeLog },
  'POST /api/recipes/:id/prep': { target: recipe },
  'GET /api/custom-foods/:id': { target: customFood },
  'PUT /api/custom-foods/:id': { target: customFood, body: () => ({ ...oatBar, name: 'Taken over' }) },
  'DELETE /api/custom-foods/:id': { target: customFood },
  'PUT /api/admin/users/:userId/disabled': { target: member, body: () => ({ disabled: true }) },
  'PUT /api/admin/users/:userId/role': { target: member, body: () => ({ role: 'member' }) },
  'DELETE /api/admin/users/:userId': { target: member },
  'POST /api/admin/users/:userId/reset-link': { target: member },
  'DELETE /api/admin/invites/:inviteId': { target: invite },
  'GET /api/ai/conversations/:id': { target: conversation },
  'DELETE /api/ai/conversations/:id': { target: conversation },
  // Library recipes are shared: the intruder may open, log or save one, but only for themselves.
  'GET /api/ai/meal-recipes/:recipeId': { target: libraryRecipe, shared: true },
  'POST /api/ai/meal-recipes/:recipeId/log': { target: libraryRecipe, body: () => recipeLog, shared: true },
  'POST /api/ai/meal-recipes/:recipeId/save': { target: libraryRecipe, shared: true },
  'PATCH /api/saved-meals/:id': { target: savedMeal, body: () => ({ name: 'Taken over' }) },
  'DELETE /api/saved-meals/:id': { target: savedMeal },
  'POST /api/history-imports/:id/import': { target: historyImport },
  'DELETE /api/history-imports/:id': { target: historyImport },
  'GET /api/history-imports/uploads/:id': { target: historyUpload },
  'PUT /api/history-imports/uploads/:id': { target: historyUpload, body: () => ({ part: 'of the file' }), headers: { 'upload-offset': '0' } },
  'POST /api/saved-meals/:id/log': { target: savedMeal, body: () => ({ date: banana.date, mealType: 'lunch' }) },
};

async function ownedWaterClientId(app: FastifyInstance, o: User) {
  const clientId = randomUUID();
  await app.inject({ method: 'POST', url: '/api/water', headers: { cookie: o.cookie }, payload: { amount: 250, clientId } });
  return { clientId };
}

async function ownedQuickAddClientId(app: FastifyInstance, o: User) {
  const clientId = randomUUID();
  await app.inject({ method: 'POST', url: '/api/food-logs/quick-add', headers: { cookie: o.cookie }, payload: { ...quickAdd, clientId } });
  return { clientId };
}
const quickAdd = { date: '2026-01-05', mealType: 'snack', label: 'Soup', calories: 180 };

/** How to aim each procedure that takes an id at the owner's data. */
const TRPC: Record<string, Probe> = {
  'mealPlan.generate': { target: async (_app, o) => ({ userId: o.id, preferences: { days: 1 } }) },
  'mealPlan.get': { target: mealPlan },
  'mealPlan.remove': { target: mealPlan },
  'mealPlan.logMeal': { target: async (app, o) => ({ planId: (await mealPlan(app, o)).id, day: 1, mealType: 'dinner' }) },
  'mealPlan.logDay': { target: async (app, o) => ({ planId: (await mealPlan(app, o)).id, day: 1 }) },
  'mealPrep.generate': { target: async (app, o) => ({ planId: (await mealPlan(app, o)).id, day: 1, mealType: 'dinner' }) },
  'mealPrep.save': { target: async (app, o) => ({ ...(await owned.prepSession(app, o.cookie)), recipeName: 'Taken over' }) },
  'mealPrep.complete': { target: session },
  'ai.dailySuggestions': { target: userId },
  'ai.weeklySummary': { target: userId },
  'ai.conversation': { target: conversation },
  'ai.deleteConversation': { target: conversation },
  'ai.mealSuggestions': { target: async (app, o) => ({ conversationId: (await conversation(app, o)).id, message: 'and a snack' }) },
  'ai.mealRecipe': { target: libraryRecipe, shared: true },
  'ai.logMealRecipe': { target: async () => ({ ...(await libraryRecipe()), ...recipeLog }), shared: true },
  'ai.saveMealRecipe': { target: libraryRecipe, shared: true },
  'user.revokeToken': { target: token },
  'foodLog.create': { target: async (_app, o) => ({ ...banana, userId: o.id }) },
  // The owner's client id: the intruder's send is an entry of their own, the owner's row is untouched.
  'foodLog.quickAdd': { target: async (app, o) => ({ ...(await ownedQuickAddClientId(app, o)), ...quickAdd }), shared: true },
  'foodLog.list': { target: userId },
  'foodLog.update': { target: async (app, o) => ({ ...(await foodLog(app, o)), ...portion }) },
  'foodLog.remove': { target: foodLog },
  'foodLog.restore': { target: removedFoodLog },
  'foodLog.previewEdit': { target: async (app, o) => ({ ...(await foodLog(app, o)), quantity: '2 medium' }) },
  'foodLog.dailyTotals': { target: userId },
  'foodLog.logPortion': { target: async (app, o) => ({ foodId: await owned.favoriteFood(app, o.cookie), portion: '1 cup', mealType: 'lunch' }), shared: true },
  'foodLog.setFavorite': { target: async (app, o) => ({ ...(await favorite(app, o)), favorite: false }), shared: true },
  'weight.create': { target: async (_app, o) => ({ weight: 70, userId: o.id }) },
  'weight.list': { target: userId },
  'weight.remove': { target: weightLog },
  'water.remove': { target: waterLog },
  // The owner's client id: the intruder's send is a write of their own, the owner's row is untouched.
  'water.add': { target: async (app, o) => ({ ...(await ownedWaterClientId(app, o)), amount: 250 }), shared: true },
  'activity.remove': { target: activityLog },
  'recipe.get': { target: recipe },
  'recipe.update': { target: async (app, o) => ({ ...(await recipe(app, o)), ...recipeBody }) },
  'recipe.remove': { target: recipe },
  'recipe.duplicate': { target: recipe },
  'recipe.scale': { target: async (app, o) => ({ ...(await recipe(app, o)), factor: 2 }) },
  'recipe.log': { target: async (app, o) => ({ ...(await recipe(app, o)), ...recipeLog }) },
  'recipe.prep': { target: recipe },
  'customFood.get': { target: customFood },
  'customFood.update': { target: async (app, o) => ({ ...(await customFood(app, o)), ...oatBar, name: 'Taken over' }) },
  'customFood.remove': { target: customFood },
  'admin.setUserDisabled': { target: async (app) => ({ ...(await member(app)), disabled: true }) },
  'admin.setUserRole': { target: async (app) => ({ ...(await member(app)), role: 'member' }) },
  'admin.deleteUser': { target: member },
  'admin.createResetLink': { target: member },
  'admin.revokeInvite': { target: invite },
  'savedMeal.rename': { target: async (app, o) => ({ ...(await savedMeal(app, o)), name: 'Taken over' }) },
  'savedMeal.remove': { target: savedMeal },
  'historyImport.commit': { target: historyImport },
  'historyImport.undo': { target: historyImport },
  'historyImport.uploadStatus': { target: historyUpload },
  'savedMeal.log': { target: async (app, o) => ({ ...(await savedMeal(app, o)), date: banana.date, mealType: 'lunch' }) },
};

/** Reachable without signing in; everything else must answer 401 to a stranger. */
const PUBLIC = new Set([
  'GET /api/health', 'GET /api/openapi.json', 'POST /api/auth/register', 'POST /api/auth/login', 'GET /api/auth/login', 'POST /api/auth/logout',
  'GET /api/auth/config', 'POST /api/auth/forgot-password', 'POST /api/auth/reset-password', 'GET /api/auth/invites/check',
  'GET /api/auth/oidc/start', 'GET /api/auth/oidc/callback', 'POST /api/auth/sign-in-link', 'POST /api/auth/sign-in-link/use',
]);
const PUBLIC_PROCEDURES = new Set(['user.me', 'user.register', 'user.login', 'user.logout', 'user.authConfig', 'user.forgotPassword', 'user.resetPassword', 'user.checkInvite', 'user.requestSignInLink', 'user.signInWithLink']);

// The tRPC route is swept procedure by procedure instead.
const routes = () => routesOf(t.app).filter((r) => r.url !== '/api/trpc/:path').map((r) => ({ ...r, key: `${r.method} ${r.url}` }));
const withParams = (url: string, params: Record<string, unknown>) => url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? 1)));
/** Input properties that name a row: an id, a user, or another record. */
const takesId = (keys: string[]) => keys.some((k) => k === 'id' || /Id$/.test(k));
const idProcedures = () => procedures().filter((p) => takesId(Object.keys(p.input?.properties ?? {})));

let owner: User;
let intruder: User;
beforeAll(async () => {
  owner = await signUp(t.app);
  intruder = await signUp(t.app);
});

/** The intruder's request is refused (or, for shared ids, only touches their own data), and the owner's data is as it was. */
async function expectRefused(what: string, probe: Probe, send: (as: User) => Promise<{ statusCode: number; body: string }>) {
  const before = await userSnapshot(t.database.db, owner.id);
  const res = await send(intruder);
  if (probe.shared) expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  else expect([403, 404], `${what}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
  expect(await userSnapshot(t.database.db, owner.id), what).toEqual(before);
  // The same request from the owner works, so the probe did aim at something real.
  const own = await send(owner);
  expect(own.statusCode, `${what} as the owner: ${own.body}`).toBeLessThan(300);
}

describe('another signed-in user', () => {
  it('has a probe for every route with a path parameter, and every probe names a real route', () => {
    const parameterised = routes().filter((r) => r.url.includes(':')).map((r) => r.key);
    expect(parameterised.filter((key) => !REST[key]), 'add these routes to REST').toEqual([]);
    expect(Object.keys(REST).filter((key) => !parameterised.includes(key)), 'remove these from REST').toEqual([]);
  });

  it('has a probe for every procedure that takes an id, and every probe names a real procedure', () => {
    const paths = idProcedures().map((p) => p.path);
    expect(paths.filter((path) => !TRPC[path]), 'add these procedures to TRPC').toEqual([]);
    expect(Object.keys(TRPC).filter((path) => !paths.includes(path)), 'remove these from TRPC').toEqual([]);
  });

  it("gets 403 or 404 from every REST route aimed at the owner's data, which stays as it was", async () => {
    for (const route of routes().filter((r) => r.url.includes(':'))) {
      const probe = REST[route.key]!;
      const target = await probe.target(t.app, owner);
      const url = withParams(route.url, target);
      const payload = probe.body?.(target);
      await expectRefused(`${route.method} ${url}`, probe, (as) => t.app.inject({ method: route.method as 'GET', url, headers: { ...probe.headers, cookie: as.cookie }, payload }));
    }
  }, 60_000);

  it("gets 403 or 404 from every procedure aimed at the owner's data, which stays as it was", async () => {
    for (const procedure of idProcedures()) {
      const probe = TRPC[procedure.path]!;
      const input = await probe.target(t.app, owner);
      await expectRefused(procedure.path, probe, (as) => callProcedure(t.app, procedure, input, { cookie: as.cookie }));
    }
  }, 60_000);
});

describe('signed out', () => {
  const strangers: Record<string, Record<string, string>> = {
    'no credentials': {},
    'a forged session cookie': { cookie: 'platewise_session=abcdefghijklmnopqrstuvwxyz234567' },
    'a made-up API token': { authorization: 'Bearer pw_abcdefghijklmnopqrstuvwxyz234567' },
  };

  it.each(Object.entries(strangers))('gets 401 with a message from every protected route with %s', async (_, headers) => {
    for (const route of routes().filter((r) => !PUBLIC.has(r.key))) {
      const url = withParams(route.url, {});
      const res = await t.app.inject({ method: route.method as 'GET', url, headers: { ...headers, 'content-type': 'application/json' }, payload: route.method === 'GET' ? undefined : '{}' });
      expect(res.statusCode, `${route.method} ${url}: ${res.body}`).toBe(401);
      expect(res.json().message, `${route.method} ${url}`).toMatch(/\S/);
    }
    for (const procedure of procedures().filter((p) => !PUBLIC_PROCEDURES.has(p.path))) {
      const res = await callProcedure(t.app, procedure, procedure.type === 'query' ? undefined : {}, headers);
      expect(res.statusCode, `${procedure.path}: ${res.body}`).toBe(401);
      expect(errorMessage(res), procedure.path).toMatch(/\S/);
    }
  });

  it('reaches the public routes, and each one listed as public is real', async () => {
    const keys = routes().map((r) => r.key);
    for (const key of PUBLIC) {
      expect(keys).toContain(key);
      const [method, url] = key.split(' ') as ['GET', string];
      const res = await t.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : '{}' });
      expect(res.statusCode, key).not.toBe(401);
    }
    const paths = procedures().map((p) => p.path);
    for (const path of PUBLIC_PROCEDURES) expect(paths).toContain(path);
  });
});
