import { describe, expect, it } from 'vitest';
import { mealPrepGenerateInput, mealPrepSession } from './meal-prep.ts';

const session = {
  id: 'abc-123',
  recipeName: 'Shakshuka',
  difficulty: 'Medium',
  servings: 2,
  totalTime: 900,
  nutrition: { calories: 343, protein: 19, carbs: 19, fats: 22 },
  steps: [
    { id: 'step-1', title: 'Chop', description: 'Slice the onion.', duration: 300, type: 'prep' },
    { id: 'step-2', title: 'Simmer', description: 'Simmer the sauce.', duration: 600, type: 'Cook', temperature: 'medium heat', tips: ['Stir often.'] },
  ],
};

describe('meal prep session', () => {
  it('accepts a generated session, normalising case and defaulting tips', () => {
    const parsed = mealPrepSession.parse(session);
    expect(parsed).toMatchObject({ difficulty: 'medium', ingredients: [] });
    expect(parsed.steps[0]!.tips).toEqual([]);
    expect(parsed.steps[1]!.type).toBe('cook');
  });

  it('takes sessionId for id, as the stored entity names it', () => {
    const { id: _, ...rest } = session;
    expect(mealPrepSession.parse({ ...rest, sessionId: 'from-db' }).id).toBe('from-db');
  });

  it('needs totalTime to be the sum of the step durations', () => {
    const result = mealPrepSession.safeParse({ ...session, totalTime: 901 });
    expect(result.error?.issues[0]).toMatchObject({ path: ['totalTime'], message: 'Total time must be the sum of the step durations in seconds' });
  });

  it('needs day and meal type with a plan id', () => {
    expect(mealPrepGenerateInput.safeParse({ planId: 3 }).success).toBe(false);
    expect(mealPrepGenerateInput.parse({ planId: '3', day: 2, mealType: 'lunch' })).toEqual({ planId: 3, day: 2, mealType: 'lunch' });
    expect(mealPrepGenerateInput.parse({})).toEqual({});
  });
});
