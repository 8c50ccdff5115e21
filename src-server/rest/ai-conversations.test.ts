import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

type Cookie = { cookie: string };
const ask = ({ cookie }: Cookie, payload: object) => t.app.inject({ method: 'POST', url: '/api/ai/meal-suggestions', headers: { cookie }, payload });
const get = ({ cookie }: Cookie, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('meal assistant conversations', () => {
  it('keeps the earlier request when a follow-up adds a restriction', async () => {
    const me = await signUp(t.app);
    const first = (await ask(me, { message: 'a high protein breakfast' })).json();
    expect(first.conversationId).toEqual(expect.any(Number));
    const firstNames = first.suggestions.map((s: { name: string }) => s.name);
    const next = await ask(me, { message: 'make it dairy-free', conversationId: first.conversationId });
    expect(next.statusCode).toBe(200);
    const body = next.json();
    expect(body.conversationId).toBe(first.conversationId);
    expect(body.response).toMatch(/breakfast/);
    expect(body.response).toMatch(/dairy-free/);
    expect(body.response).toMatch(/high-protein/);
    expect(body.suggestions.length).toBeGreaterThan(0);
    for (const s of body.suggestions) {
      expect(s.dietaryTags).toContain('dairy-free');
      expect(s.reasonForSuggestion).toMatch(/\d+ g protein/);
    }
    // The same words in a new conversation lose the breakfast and the protein.
    const fresh = (await ask(me, { message: 'make it dairy-free' })).json();
    expect(fresh.conversationId).not.toBe(first.conversationId);
    expect(fresh.response).not.toMatch(/high-protein/);
    expect(firstNames.length).toBeGreaterThan(0);
  });

  it('answers a question about a recipe just shown from that recipe, not with the same cards', async () => {
    const me = await signUp(t.app);
    const first = (await ask(me, { message: 'a high-protein dinner with chicken' })).json();
    expect(first.suggestions.length).toBeGreaterThan(0);
    for (const s of first.suggestions) {
      const detail = (await get(me, `/api/ai/meal-recipes/${s.id}`)).json();
      expect(detail.ingredients.map((i: { name: string }) => i.name).join(' '), s.name).toMatch(/chicken/i);
      expect(s.dietaryTags.length).toBeLessThanOrEqual(5);
    }
    const shown = first.suggestions[0];
    const detail = (await get(me, `/api/ai/meal-recipes/${shown.id}`)).json();
    const next = (await ask(me, { message: 'How many calories is one serving, and what do I need to buy?', conversationId: first.conversationId })).json();
    expect(next.suggestions.map((s: { id: string }) => s.id)).toEqual([shown.id]);
    expect(next.response).toContain(`One serving of ${shown.name}`);
    expect(next.response).toContain(`${Math.round(detail.perServing.calories)} kcal`);
    for (const i of detail.ingredients) expect(next.response).toContain(i.text);
    expect(next.response).toMatch(/Instead of .+ you can use /);
  });

  it('lists, reloads and deletes a conversation with its messages and recipes', async () => {
    const me = await signUp(t.app);
    const first = (await ask(me, { message: 'Quick vegetarian dinner' })).json();
    await ask(me, { message: 'with more protein', conversationId: first.conversationId });
    const list = (await get(me, '/api/ai/conversations')).json();
    expect(list).toEqual([{ id: first.conversationId, title: 'Quick vegetarian dinner', updatedAt: expect.any(String), messageCount: 4 }]);
    const conversation = (await get(me, `/api/ai/conversations/${first.conversationId}`)).json();
    expect(conversation.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(conversation.messages[2].content).toBe('with more protein');
    expect(conversation.messages[1].suggestions).toEqual(first.suggestions);
    expect(conversation.messages[1].engine).toBe('builtin');
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/ai/conversations/${first.conversationId}`, headers: me });
    expect(removed.json()).toEqual({ success: true });
    expect((await get(me, '/api/ai/conversations')).json()).toEqual([]);
    expect((await get(me, `/api/ai/conversations/${first.conversationId}`)).statusCode).toBe(404);
    expect((await ask(me, { message: 'and dessert?', conversationId: first.conversationId })).statusCode).toBe(404);
  });

  it("does not let another user read, continue or delete a conversation", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { conversationId } = (await ask(owner, { message: 'lunch ideas' })).json();
    expect((await get(other, `/api/ai/conversations/${conversationId}`)).statusCode).toBe(404);
    expect((await ask(other, { message: 'more', conversationId })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/ai/conversations/${conversationId}`, headers: other })).statusCode).toBe(404);
    expect((await get(other, '/api/ai/conversations')).json()).toEqual([]);
    expect((await get(owner, `/api/ai/conversations/${conversationId}`)).json().messages).toHaveLength(2);
  });

  it('refuses bad ids with a 400 naming the field', async () => {
    const me = await signUp(t.app);
    expect((await get(me, '/api/ai/conversations/abc')).json().message).toMatch(/^id: Conversation id must be/);
    const res = await ask(me, { message: 'hi', conversationId: -3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^conversationId: Conversation id must be positive/);
    expect((await get(me, '/api/ai/conversations')).json()).toEqual([]);
  });
});

describe('suggested recipes', () => {
  it('opens a recipe with its ingredients, one serving and the steps', async () => {
    const me = await signUp(t.app);
    const { suggestions } = (await ask(me, { message: 'a high protein breakfast' })).json();
    const res = await get(me, `/api/ai/meal-recipes/${suggestions[0].id}`);
    expect(res.statusCode).toBe(200);
    const recipe = res.json();
    expect(recipe).toMatchObject({ id: suggestions[0].id, name: suggestions[0].name });
    expect(recipe.perServing.calories).toBe(suggestions[0].nutrition.calories);
    expect(recipe.ingredients.length).toBeGreaterThan(1);
    for (const i of recipe.ingredients) expect(i.grams).toBeGreaterThan(0);
    expect(recipe.steps.length).toBeGreaterThan(0);
    expect((await get(me, '/api/ai/meal-recipes/no-such-recipe')).statusCode).toBe(404);
  });

  it('logs servings of a recipe with its numbers', async () => {
    const me = await signUp(t.app);
    const recipe = (await get(me, '/api/ai/meal-recipes/shakshuka')).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/ai/meal-recipes/shakshuka/log', headers: me, payload: { servings: 2, date: '2026-01-05', mealType: 'breakfast' } });
    expect(res.statusCode).toBe(201);
    const entry = res.json();
    expect(entry).toMatchObject({ foodName: recipe.name, quantity: '2 servings', mealType: 'breakfast', date: '2026-01-05' });
    expect(Math.abs(entry.calories - 2 * recipe.perServing.calories)).toBeLessThanOrEqual(2);
    const day = (await get(me, '/api/food-logs?date=2026-01-05')).json();
    expect(JSON.stringify(day)).toContain(recipe.name);
  });

  it('saves a recipe as the user\'s own, with the same ingredients and steps', async () => {
    const me = await signUp(t.app);
    const recipe = (await get(me, '/api/ai/meal-recipes/shakshuka')).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/ai/meal-recipes/shakshuka/save', headers: me });
    expect(res.statusCode).toBe(201);
    const own = res.json();
    expect(own).toMatchObject({ name: recipe.name, servings: recipe.servings });
    expect(own.ingredients).toHaveLength(recipe.ingredients.length);
    expect(own.steps).toHaveLength(recipe.steps.length);
    expect(Math.abs(own.perServing.calories - recipe.perServing.calories)).toBeLessThanOrEqual(2);
    const mine = (await get(me, '/api/recipes')).json();
    expect(mine.map((r: { name: string }) => r.name)).toContain(recipe.name);
  });

  it('refuses bad log input with a 400 naming the field, and logs nothing', async () => {
    const me = await signUp(t.app);
    const cases: [object, RegExp][] = [
      [{ servings: 0, date: '2026-01-05', mealType: 'lunch' }, /^servings: Servings must be more than zero/],
      [{ servings: 'two', date: '2026-01-05', mealType: 'lunch' }, /^servings: /],
      [{ servings: 1, date: 'tomorrow', mealType: 'lunch' }, /^date: /],
      [{ servings: 1, date: '2026-01-05', mealType: 'brunch' }, /^mealType: /],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/ai/meal-recipes/shakshuka/log', headers: me, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/ai/meal-recipes/nope/log', headers: me, payload: { servings: 1, date: '2026-01-05', mealType: 'lunch' } })).statusCode).toBe(404);
    expect((await get(me, '/api/food-logs?date=2026-01-05')).json()).toHaveLength(0);
  });
});
