import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../builtin/builtin-engine.ts';
import { createAiEngine } from '../create-engine.ts';
import type { AiEngine } from '../engine.ts';
import { startFakeOpenAi, type FakeOpenAiServer } from '../testing/fake-openai-server.ts';
import { createOpenAiEngine } from './openai-engine.ts';

let fake: FakeOpenAiServer;
let engine: AiEngine;
const fallbacks: string[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAi();
  engine = createOpenAiEngine(
    { baseURL: fake.url, model: 'fake-model', timeoutMs: 300, onFallback: (task, reason) => fallbacks.push(`${task}: ${reason}`) },
    createBuiltinEngine(),
  );
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fallbacks.length = 0;
});

const suggestion = { suggestion: 'Add 40 g of protein', action: 'Have Greek yogurt', reasoning: 'You have had 60 g of your 100 g target.' };

describe('OpenAI-compatible provider', () => {
  it('picks the provider only when a key or base URL is set', () => {
    expect(createAiEngine({ OPENAI_MODEL: 'm', OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined }).kind).toBe('builtin');
    expect(createAiEngine({ OPENAI_MODEL: 'm', OPENAI_API_KEY: undefined, OPENAI_BASE_URL: fake.url }).kind).toBe('provider');
    expect(createAiEngine({ OPENAI_MODEL: 'm', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: undefined }).kind).toBe('provider');
  });

  it('uses a valid JSON-mode answer and sends the model and JSON mode', async () => {
    fake.reply({ content: JSON.stringify({ mealType: 'lunch', foods: [{ food: 'grilled chicken', quantity: 150, unit: 'g' }, { food: 'rice', quantity: 1, unit: 'cup' }] }) });
    const answer = await engine.parseFoodText('chicken and rice at noon');
    expect(answer.engine).toBe('provider');
    expect(answer.value.mealType).toBe('lunch');
    expect(answer.value.foods.map((f) => [f.food, f.quantity, f.unit])).toEqual([['grilled chicken', 150, 'g'], ['rice', 1, 'cup']]);
    expect(fake.requests[0]!.body.model).toBe('fake-model');
    expect(fake.requests[0]!.body.response_format).toEqual({ type: 'json_object' });
    expect(fake.requests[0]!.path).toBe('/v1/chat/completions');
  });

  it('reads JSON from prose and a code fence (local models that ignore JSON mode)', async () => {
    fake.reply({ content: 'Sure! Here it is:\n```json\n{"suggestions": [{"suggestion": "Add 40 g of protein today", "action": "Try Greek yogurt", "reasoning": "So far 60 g of your 100 g target."}]}\n```\nEnjoy!' });
    const answer = await engine.narrateSuggestions([suggestion]);
    expect(answer.engine).toBe('provider');
    expect(answer.value[0]!.action).toBe('Try Greek yogurt');
  });

  it('retries without response_format when the server refuses it', async () => {
    fake.reply({ status: 400, body: { error: { message: 'response_format not supported' } } }, { content: '{"response": "Here are two quick ideas."}' });
    const answer = await engine.answerMealRequest({ message: 'quick lunch', history: [], understood: [], suggestions: [], draft: 'draft' });
    expect(answer).toEqual({ engine: 'provider', value: 'Here are two quick ideas.' });
    expect(fake.requests[1]!.body.response_format).toBeUndefined();
  });

  it('falls back to the built-in engine on a malformed answer', async () => {
    fake.reply({ content: '{"foods": [{"food": ' });
    const answer = await engine.parseFoodText('2 eggs and toast');
    expect(answer.engine).toBe('builtin');
    expect(answer.value.foods.map((f) => f.food)).toEqual(['eggs', 'toast']);
    expect(fallbacks[0]).toMatch(/parseFoodText: invalid answer/);
  });

  it('sends the conversation so far before a follow-up', async () => {
    fake.reply({ content: '{"response": "Here is a dairy-free version."}' });
    const history = [
      { role: 'user' as const, content: 'a high protein breakfast' },
      { role: 'assistant' as const, content: 'Try the Tofu Scramble.' },
    ];
    const answer = await engine.answerMealRequest({ message: 'make it dairy-free', history, understood: ['breakfast', 'dairy-free', 'high-protein'], suggestions: [], draft: 'draft' });
    expect(answer).toEqual({ engine: 'provider', value: 'Here is a dairy-free version.' });
    const sent = fake.requests[0]!.body.messages!.map((m) => [m.role, typeof m.content === 'string' ? m.content : '']);
    expect(sent.slice(1, 3)).toEqual([['user', 'a high protein breakfast'], ['assistant', 'Try the Tofu Scramble.']]);
    expect(sent[3]![1]).toContain('make it dairy-free');
    expect(sent[3]![1]).toContain('high-protein');
  });

  it('falls back on an answer of the wrong shape, and on a server error', async () => {
    fake.reply({ content: '{"suggestions": "be healthier"}' }, { status: 500, body: { error: { message: 'boom' } } });
    expect((await engine.narrateSuggestions([suggestion])).engine).toBe('builtin');
    expect(await engine.narrateSuggestions([suggestion])).toEqual({ engine: 'builtin', value: [suggestion] });
  });

  it('falls back within the timeout when the model is slow', async () => {
    fake.reply({ content: '{"response": "too late"}', delayMs: 3000 });
    const started = Date.now();
    const answer = await engine.answerMealRequest({ message: 'dinner', history: [], understood: [], suggestions: [], draft: 'built-in reply' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(answer).toEqual({ engine: 'builtin', value: 'built-in reply' });
    expect(fallbacks[0]).toMatch(/no answer within 300 ms/);
  });

  it('refuses a rewording that changes the numbers', async () => {
    fake.reply({ content: JSON.stringify({ suggestions: [{ suggestion: 'Add some protein', action: 'Yogurt', reasoning: 'You are low.' }] }) });
    expect((await engine.narrateSuggestions([suggestion])).engine).toBe('builtin');
    fake.reply({ content: JSON.stringify({ progress: 'Good week', improvements: 'More fiber', recommendations: ['a', 'b'] }) });
    const weekly = { progress: 'You logged 5 of 7 days.', improvements: 'None yet.', recommendations: ['Eat 25 g fiber'] };
    expect(await engine.narrateWeeklySummary(weekly)).toEqual({ engine: 'builtin', value: weekly });
  });

  it('sends the photo as an image message with its data URL', async () => {
    const dataUrl = 'data:image/png;base64,iVBORw0KGgo=';
    fake.reply({ content: JSON.stringify({ description: 'A bowl of oatmeal with banana', foods: [{ name: 'oatmeal', quantity: '1 cup', confidence: 85 }] }) });
    const answer = await engine.analyzePhoto(dataUrl);
    expect(answer.engine).toBe('provider');
    expect(answer.value?.foods[0]).toEqual({ name: 'oatmeal', quantity: '1 cup', confidence: 85 });
    const content = fake.requests[0]!.body.messages![1]!.content as { type: string; image_url?: { url: string } }[];
    expect(content.find((p) => p.type === 'image_url')?.image_url?.url).toBe(dataUrl);
  });

  it('reads a label from its photo as printed, or answers null for OCR to read it', async () => {
    const dataUrl = 'data:image/png;base64,iVBORw0KGgo=';
    const rows = { calories: { amount: 740 }, sodium: { amount: '460mg', dailyValue: '20%' }, vitaminA: { amount: '2%' }, iron: null };
    fake.reply({ content: JSON.stringify({ format: 'us-2016', servingDescription: '1 cup', servingGrams: '246', rows }) });
    const answer = await engine.readLabel(dataUrl);
    expect(answer).toEqual({ engine: 'provider', value: { format: 'us-2016', servingDescription: '1 cup', servingGrams: 246, rows: { calories: { amount: '740' }, sodium: { amount: '460mg', dailyValue: 20 }, iron: null } } });
    const content = fake.requests[0]!.body.messages![1]!.content as { type: string; image_url?: { url: string } }[];
    expect(content.find((p) => p.type === 'image_url')?.image_url?.url).toBe(dataUrl);
    fake.reply({ content: JSON.stringify({ format: 'a menu', rows: {} }) }, { content: '{"format": "eu"', delayMs: 3000 });
    expect(await engine.readLabel(dataUrl)).toEqual({ engine: 'builtin', value: null });
    expect(await engine.readLabel(dataUrl)).toEqual({ engine: 'builtin', value: null });
    expect(fallbacks).toEqual([expect.stringMatching(/^readLabel: invalid answer/), 'readLabel: no answer within 300 ms']);
  });

  it('keeps swap names and numbers or falls back', async () => {
    const swaps = [{ name: 'Bread, whole wheat', reasoning: 'Saves 40 kcal per slice.', funFact: 'fact', cookingTip: 'tip' }];
    fake.reply({ content: JSON.stringify({ swaps: [{ name: 'Bread, whole wheat', reasoning: 'It saves 40 kcal per slice and adds fiber.', funFact: 'Whole wheat keeps the bran.', cookingTip: '' }] }) });
    const ok = await engine.describeSwaps('white bread', swaps);
    expect(ok.engine).toBe('provider');
    expect(ok.value[0]).toMatchObject({ funFact: 'Whole wheat keeps the bran.', cookingTip: 'tip' });
    fake.reply({ content: JSON.stringify({ swaps: [{ name: 'Something else', reasoning: 'Saves 40 kcal.', funFact: '', cookingTip: '' }] }) });
    expect((await engine.describeSwaps('white bread', swaps)).engine).toBe('builtin');
  });
});
