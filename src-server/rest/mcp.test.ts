import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();
let base: URL;
const clients: Client[] = [];

beforeAll(async () => {
  base = new URL('/api/mcp', await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

async function tokenFor(cookie: string, scopes: string[]): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/tokens', headers: { cookie }, payload: { name: 'assistant', scopes } });
  expect(res.statusCode).toBe(201);
  return res.json().token;
}

/** The SDK's own client over Streamable HTTP, as an assistant connects. */
async function connect(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'test-assistant', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(base, { requestInit: { headers } }));
  clients.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content[0]?.type === 'text' ? result.content[0].text : '';
  return { isError: result.isError === true, text, data: result.isError ? null : JSON.parse(text) };
}

async function signedUpAssistant() {
  const user = await signUp(t.app);
  const token = await tokenFor(user.cookie, ['read', 'log']);
  return { user, client: await connect({ authorization: `Bearer ${token}` }) };
}

describe('MCP server for AI assistants', () => {
  it('lists its tools and logs a searched food by an amount in words, with the numbers from the food', async () => {
    const { user, client } = await signedUpAssistant();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['day_totals', 'list_history_imports', 'log_food', 'log_water', 'log_weight', 'read_meal', 'scan_nutrition_label', 'search_foods', 'undo_history_import']);

    const found = await call(client, 'search_foods', { q: 'banana' });
    // The raw banana USDA weighs by size (SR's; FNDDS's counts '1 banana').
    const banana = found.data.find((f: { name: string; portions: { label: string }[] }) => /^Bananas?, raw/i.test(f.name) && f.portions.some((p) => /large/.test(p.label)));
    expect(banana).toBeDefined();

    const logged = await call(client, 'log_food', { foodId: banana.id, portion: '2 large', mealType: 'snack' });
    expect(logged.isError).toBe(false);
    const large = banana.portions.find((p: { label: string }) => /large/.test(p.label));
    expect(logged.data.portionUsed).toContain(`${large.label}`);
    const perGram = banana.nutrition.calories / banana.portions[0].grams;
    expect(logged.data.calories).toBeCloseTo(perGram * 2 * large.grams, -1);

    const day = await call(client, 'day_totals', {});
    expect(day.data.macros.calories).toBe(logged.data.calories);
    expect(day.data.meals.snack).toHaveLength(1);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } })).json();
    expect(day.data.targets.calories).toBe(profile.dailyCalories);

    const weight = await call(client, 'log_weight', { weight: 79.4 });
    expect(weight.data.weight).toBe(79.4);
    const weights = await t.app.inject({ method: 'GET', url: '/api/weight-logs', headers: { cookie: user.cookie } });
    expect(weights.body).toContain('79.4');

    const water = await call(client, 'log_water', { amount: 12, unit: 'fl_oz' });
    expect(water.isError).toBe(false);
    const waterDay = (await t.app.inject({ method: 'GET', url: '/api/water', headers: { cookie: user.cookie } })).json();
    expect(waterDay.entries.map((e: { ml: number }) => Math.round(e.ml))).toEqual([355]);
  });

  it('reads a meal description into database foods and portions without logging it', async () => {
    const { client } = await signedUpAssistant();
    const read = await call(client, 'read_meal', { transcript: 'two scrambled eggs and a banana' });
    expect(read.isError).toBe(false);
    const names = read.data.foods.map((f: { name: string }) => f.name.toLowerCase()).join(' | ');
    expect(names).toMatch(/egg/);
    expect(names).toMatch(/banana/);
    expect((await call(client, 'day_totals', {})).data.macros.calories).toBe(0);
  });

  it('reads a nutrition-label photo into a draft with each field’s confidence, and stores nothing', async () => {
    const { user, client } = await signedUpAssistant();
    // A rendered US label from eval/labels; its truth has 740 kcal and 460 mg sodium a serving.
    const image = readFileSync('eval/labels/000-us-2016-clean.png').toString('base64');
    const read = await call(client, 'scan_nutrition_label', { image, mimeType: 'image/png' });
    expect(read.isError, read.text).toBe(false);
    expect(read.data).toMatchObject({ format: 'us-2016', servingGrams: 246, fields: { calories: { value: 740 }, sodium: { value: 460, check: 'daily-value' } } });
    expect(read.data.fields.sodium.confidence).toBeGreaterThanOrEqual(90);
    const foods = await t.app.inject({ method: 'GET', url: '/api/custom-foods', headers: { cookie: user.cookie } });
    expect(foods.json()).toEqual([]);

    const notAPicture = await call(client, 'scan_nutrition_label', { image: Buffer.from('hello, not a photo').toString('base64'), mimeType: 'image/png' });
    expect(notAPicture.isError).toBe(true);
    expect(notAPicture.text).toContain('image');
  }, 60_000);

  it('refuses bad input with the field named, and stores nothing', async () => {
    const { client } = await signedUpAssistant();
    const noAmount = await call(client, 'log_food', { foodId: 1, portion: 'some', mealType: 'lunch' });
    expect(noAmount.isError).toBe(true);
    expect(noAmount.text).toContain('portion');
    const unknown = await call(client, 'log_food', { foodId: 2_000_000_000, portion: '1 cup', mealType: 'lunch' });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('foodId');
    const badMeal = await call(client, 'log_food', { foodId: 1, portion: '1 cup', mealType: 'brunch' });
    expect(badMeal.isError).toBe(true);
    expect(badMeal.text).toMatch(/mealType/i);
    const heavy = await call(client, 'log_weight', { weight: 5000 });
    expect(heavy.isError).toBe(true);
    expect(heavy.text).toContain('weight');
    expect((await call(client, 'day_totals', {})).data.macros.calories).toBe(0);
  });

  it('lists the history imports and undoes one: its weigh-ins go; another user’s import is not found', async () => {
    const { user, client } = await signedUpAssistant();
    const csv = 'Date,Weight (kg)\n2024-01-02 07:01:00,81.5\n';
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/history-imports?format=withings&fileName=weight.csv', headers: { cookie: user.cookie, 'content-type': 'text/csv' }, payload: csv });
    const { id } = uploaded.json();
    await t.app.inject({ method: 'POST', url: `/api/history-imports/${id}/import`, headers: { cookie: user.cookie } });
    const listed = await call(client, 'list_history_imports', {});
    expect(listed.data).toMatchObject([{ id, format: 'withings', status: 'imported', toAdd: { weightLogs: 1 } }]);

    const other = await signedUpAssistant();
    const refused = await call(other.client, 'undo_history_import', { id });
    expect(refused.isError).toBe(true);
    expect((await call(client, 'undo_history_import', { id })).data).toEqual({ id, removed: true });
    const weights = await t.app.inject({ method: 'GET', url: '/api/weight-logs', headers: { cookie: user.cookie } });
    expect(weights.json()).toEqual([]);
    expect((await call(client, 'list_history_imports', {})).data).toEqual([]);
  });

  it("acts only as the token's owner", async () => {
    const a = await signedUpAssistant();
    const b = await signedUpAssistant();
    const banana = (await call(b.client, 'search_foods', { q: 'banana' })).data[0];
    await call(b.client, 'log_food', { foodId: banana.id, portion: '1 medium', mealType: 'breakfast' });
    expect((await call(a.client, 'day_totals', {})).data.macros.calories).toBe(0);
    const aLogs = await t.app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie: a.user.cookie } });
    expect(aLogs.json()).toEqual([]);
  });

  it('needs a personal API token with the logging scope: no token, a browser session or a read-only token are refused', async () => {
    const user = await signUp(t.app);
    await expect(connect({})).rejects.toMatchObject({ code: 401 });
    await expect(connect({ cookie: user.cookie })).rejects.toMatchObject({ code: 401 });
    const readOnly = await tokenFor(user.cookie, ['read']);
    await expect(connect({ authorization: `Bearer ${readOnly}` })).rejects.toMatchObject({ code: 403 });
    await expect(connect({ authorization: 'Bearer pw_notarealtoken' })).rejects.toMatchObject({ code: 401 });
    const token = await tokenFor(user.cookie, ['read', 'log']);
    const get = await t.app.inject({ method: 'GET', url: '/api/mcp', headers: { authorization: `Bearer ${token}` } });
    expect(get.statusCode).toBe(405);
  });
});
