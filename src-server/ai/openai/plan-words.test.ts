import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultPlanWords, type PlanSummary } from '../../../src/domain/meal-plan-words.ts';
import type { PlannedMeal } from '../../../src/schemas/meal-plan.ts';
import { createAiEngine } from '../create-engine.ts';
import { startFakeOpenAi } from '../testing/fake-openai-server.ts';

const fake = await startFakeOpenAi();
afterAll(() => fake.close());
const fallbacks: string[] = [];
beforeEach(() => {
  fake.reset();
  fallbacks.length = 0;
});

const env = { OPENAI_API_KEY: undefined, OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake' };
const provider = createAiEngine(env, { onFallback: (task) => fallbacks.push(task) });
const builtin = createAiEngine({ ...env, OPENAI_BASE_URL: undefined });
const meal = (name: string, cuisine: string) => ({ name, cuisine, recipeId: name }) as PlannedMeal;
const summary: PlanSummary = {
  days: 7,
  restrictions: ['vegetarian', 'nut-free'],
  cuisines: [],
  dailyAverages: { calories: 2210, protein: 120, carbs: 250, fats: 80 },
  meals: [meal('Shakshuka', 'Middle Eastern'), meal('Minestrone', 'Italian'), meal('Pasta Primavera', 'Italian')],
};

describe('plan words', () => {
  it('names the plan from its own numbers without a provider', async () => {
    const words = (await builtin.namePlan(summary)).value;
    expect(words).toEqual(defaultPlanWords(summary));
    expect(words.name).toBe('Vegetarian week · 2,210 kcal');
    expect(words.description).toBe('About 2210 kcal a day with 120 g protein, 250 g carbs and 80 g fat: 3 meals from 3 recipes, mostly Italian and Middle Eastern.');
  });

  it("uses the provider's name and description when it keeps to the plan's numbers", async () => {
    fake.reply({ content: JSON.stringify({ name: 'Green Week', description: 'Seven days of Italian-leaning vegetarian cooking at about 2210 kcal a day.' }) });
    expect(await provider.namePlan(summary)).toEqual({ value: { name: 'Green Week', description: 'Seven days of Italian-leaning vegetarian cooking at about 2210 kcal a day.' }, engine: 'provider' });
    expect(fake.requests[0]!.body.response_format).toEqual({ type: 'json_object' });
  });

  it('keeps its own words when the provider invents a number, answers junk or fails, and says why', async () => {
    fake.reply(
      { content: JSON.stringify({ name: 'Lean Week', description: 'Only 1500 kcal a day for quick results.' }) },
      { content: 'Here is a name: Lean Week' },
      { status: 500, body: { error: { message: 'down' } } },
    );
    for (let i = 0; i < 3; i++) expect(await provider.namePlan(summary)).toEqual({ value: defaultPlanWords(summary), engine: 'builtin' });
    expect(fallbacks).toEqual(['namePlan', 'namePlan', 'namePlan']);
  });
});
