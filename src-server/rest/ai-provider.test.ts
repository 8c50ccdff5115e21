import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type RecordedRequest } from '../ai/testing/fake-openai-server.ts';
import { signUp, useTestApp } from '../test/app.ts';

const fake = await startFakeOpenAi();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const t = useTestApp({ OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'fake-model' });

/** A model that rewords by prefixing, so every number is kept. */
function reword(request: RecordedRequest) {
  const input = JSON.parse(String(request.body.messages!.at(-1)!.content));
  if (input.suggestions) return { content: JSON.stringify({ suggestions: input.suggestions.map((s: Record<string, string>) => ({ ...s, action: `Coach: ${s.action}` })) }) };
  if (input.progress) return { content: JSON.stringify({ ...input, improvements: `Coach: ${input.improvements}` }) };
  return { content: '{"response": "Coach: here you go."}' };
}

describe('the API with an OpenAI-compatible provider', () => {
  it('lets the provider reword daily suggestions and says so', async () => {
    fake.setFallback(reword);
    const { cookie } = await signUp(t.app);
    const list = (await t.app.inject({ method: 'POST', url: '/api/ai/daily-suggestions', headers: { cookie }, payload: {} })).json();
    expect(list[0].engine).toBe('provider');
    expect(list[0].action).toMatch(/^Coach: /);
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk-test');
    const weekly = (await t.app.inject({ method: 'POST', url: '/api/ai/weekly-summary', headers: { cookie }, payload: {} })).json();
    expect(weekly).toMatchObject({ engine: 'provider', improvements: expect.stringMatching(/^Coach: /) });
  });

  it('falls back to the built-in wording when the provider drops the numbers or breaks', async () => {
    fake.reply({ content: JSON.stringify({ suggestions: [{ suggestion: 'Eat better', action: 'Try harder', reasoning: 'Because.' }] }) });
    const { cookie } = await signUp(t.app);
    const list = (await t.app.inject({ method: 'POST', url: '/api/ai/daily-suggestions', headers: { cookie }, payload: {} })).json();
    expect(list[0].engine).toBe('builtin');
    expect(list[0].reasoning).toMatch(/\d/);
    fake.reply({ status: 500, body: { error: { message: 'down' } } });
    const meals = await t.app.inject({ method: 'POST', url: '/api/ai/meal-suggestions', headers: { cookie }, payload: { message: 'quick dinner' } });
    expect(meals.statusCode).toBe(200);
    expect(meals.json().engine).toBe('builtin');
  });

  it('sends the conversation so far with a follow-up, and stores the model\'s reply in it', async () => {
    fake.setFallback(() => ({ content: '{"response": "Model: here you go."}' }));
    const { cookie } = await signUp(t.app);
    const first = (await t.app.inject({ method: 'POST', url: '/api/ai/meal-suggestions', headers: { cookie }, payload: { message: 'a high protein breakfast' } })).json();
    expect(first).toMatchObject({ engine: 'provider', response: 'Model: here you go.' });
    const next = await t.app.inject({ method: 'POST', url: '/api/ai/meal-suggestions', headers: { cookie }, payload: { message: 'make it dairy-free', conversationId: first.conversationId } });
    expect(next.json().conversationId).toBe(first.conversationId);
    const sent = fake.requests.at(-1)!.body.messages!.map((m) => [m.role, m.content]);
    expect(sent.slice(1, 3)).toEqual([['user', 'a high protein breakfast'], ['assistant', 'Model: here you go.']]);
    expect(JSON.parse(String(sent.at(-1)![1])).understood).toEqual(expect.arrayContaining(['breakfast', 'dairy-free', 'high-protein']));
    for (const s of next.json().suggestions) expect(s.dietaryTags).toContain('dairy-free');
  });

  it('asks the provider about a transcript only when the built-in parser leaves a food unmatched', async () => {
    const { cookie } = await signUp(t.app);
    const known = (await t.app.inject({ method: 'POST', url: '/api/voice/parse-food', headers: { cookie }, payload: { transcript: 'two eggs' } })).json();
    expect(known.engine).toBe('builtin');
    expect(fake.requests).toHaveLength(0);
    fake.reply({ content: JSON.stringify({ mealType: 'snack', foods: [{ food: 'banana', quantity: 1, size: 'large' }] }) });
    const odd = (await t.app.inject({ method: 'POST', url: '/api/voice/parse-food', headers: { cookie }, payload: { transcript: 'mmm a big grumblefruit' } })).json();
    expect(odd).toMatchObject({ success: true, engine: 'provider' });
    expect(odd.foods[0]).toMatchObject({ name: expect.stringMatching(/^Banana/), quantity: expect.stringMatching(/^1 large/), mealType: 'snack' });
  });

  it('names plans and proposes prep sessions through the same provider, and keeps its own when it fails', async () => {
    const { cookie } = await signUp(t.app);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    fake.reply({ content: JSON.stringify({ name: 'Steady Week', description: 'A calm week of home cooking.' }) });
    const named = (await post('/api/meal-plans', { preferences: { days: 3 } })).json();
    expect(named.mealPlan).toMatchObject({ name: 'Steady Week', description: 'A calm week of home cooking.' });
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(fake.requests[0]!.body.model).toBe('fake-model');

    fake.reply({ status: 500, body: { error: { message: 'down' } } }, { status: 500, body: { error: { message: 'down' } } });
    const plain = await post('/api/meal-plans', { preferences: { days: 3 } });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().mealPlan.name).toMatch(/^Balanced 3 days · \d,\d{3} kcal$/);
    const session = await post('/api/meal-prep/generate', { request: 'a quick curry' });
    expect(session.statusCode).toBe(201);
    expect(session.json().source).toBe('library');
  });
});
