import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiEngine } from '../create-engine.ts';
import { startFakeOpenAi } from '../testing/fake-openai-server.ts';

const fake = await startFakeOpenAi();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

type Env = Parameters<typeof createAiEngine>[0];
const env: Env = { OPENAI_API_KEY: undefined, OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake' };
/** A session the engine proposes for a request, through the same path the meal-prep service uses. */
const proposeSession = async (e: Env, request: string, diet: string | null) => (await createAiEngine(e).proposePrepSession(request, diet)).value;
const proposal = {
  recipeName: 'Quick Chickpea Curry',
  difficulty: 'Easy',
  servings: 2,
  nutrition: { calories: 480, protein: 18, carbs: 60, fats: 18 },
  ingredients: ['1 can chickpeas', '1 can coconut milk', '2 tsp curry powder'],
  steps: [
    { title: 'Fry the spices', description: 'Fry the curry powder in oil.', duration: 60, type: 'cook', tips: [] },
    { title: 'Simmer', description: 'Add the chickpeas and coconut milk and simmer.', duration: 600.4, type: 'cook', temperature: 'simmer' },
  ],
};

describe('provider meal prep proposals', () => {
  it('accepts a valid proposal, numbering the steps and totalling their durations', async () => {
    fake.reply({ content: JSON.stringify(proposal) });
    const session = await proposeSession(env, 'a quick curry', 'vegan');
    expect(session).toMatchObject({ recipeName: 'Quick Chickpea Curry', difficulty: 'easy', totalTime: 660, source: 'provider' });
    expect(session!.steps.map((s) => s.id)).toEqual(['step-1', 'step-2']);
    expect(String(fake.requests[0]!.body.messages![1]!.content)).toContain('vegan');
  });

  it.each([
    ['nutrition that does not add up', { ...proposal, nutrition: { calories: 100, protein: 18, carbs: 60, fats: 18 } }, null],
    ['a step type the timer does not know', { ...proposal, steps: [{ ...proposal.steps[0], type: 'fry' }] }, null],
    ['meat for a vegetarian', { ...proposal, ingredients: ['300 g chicken thighs'] }, 'vegetarian'],
  ])('rejects %s', async (_, reply, diet) => {
    fake.reply({ content: JSON.stringify(reply) });
    expect(await proposeSession(env, 'a quick curry', diet ?? 'none')).toBeNull();
  });

  it('is null without a provider', async () => {
    expect(await proposeSession({ ...env, OPENAI_BASE_URL: undefined }, 'soup', null)).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });
});
