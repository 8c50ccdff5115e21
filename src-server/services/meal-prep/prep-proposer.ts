import { z } from 'zod';
import { isAnimal, isMeat, isSeafood } from '../../../src/domain/meal-plan-diet.ts';
import { mealPrepSession, type GeneratedSession } from '../../../src/schemas/meal-prep.ts';
import { askProvider, type ProviderEnv } from '../meal-plans/provider.ts';
import { newSessionId, sumDurations } from './session-from-recipe.ts';

const proposal = z.object({
  recipeName: z.string(),
  difficulty: z.string(),
  servings: z.number(),
  nutrition: z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fats: z.number() }),
  ingredients: z.array(z.string()).default([]),
  steps: z.array(z.object({ title: z.string(), description: z.string(), duration: z.number(), type: z.string(), temperature: z.string().optional(), tips: z.array(z.string()).default([]) })),
});

const SYSTEM =
  'You write recipes for a guided cooking timer. Answer with JSON {"recipeName", "difficulty" (easy|medium|hard), "servings", ' +
  '"nutrition": {"calories","protein","carbs","fats"} per serving, "ingredients": [text], "steps": [{"title","description",' +
  '"duration" (seconds),"type" (prep|cook|rest|assemble|other),"temperature"?,"tips": [text]}]}. 3 to 10 steps.';

/** The proposal's energy must roughly match its macros (4/4/9 kcal per gram). */
function energyAddsUp(n: { calories: number; protein: number; carbs: number; fats: number }): boolean {
  const fromMacros = n.protein * 4 + n.carbs * 4 + n.fats * 9;
  return n.calories > 0 && Math.abs(fromMacros - n.calories) <= n.calories * 0.2;
}

function fitsDiet(ingredients: readonly string[], diet: string | null): boolean {
  if (diet === 'vegan') return !ingredients.some(isAnimal);
  if (diet === 'vegetarian') return !ingredients.some((i) => isMeat(i) || isSeafood(i));
  return true;
}

/**
 * A provider's recipe for a free-text request, validated like a saved session (and totalled by us):
 * null without a provider or when the answer fails validation, breaks the user's diet, or has
 * nutrition that does not add up.
 */
export async function proposeSession(env: ProviderEnv, request: string, diet: string | null): Promise<GeneratedSession | null> {
  const answer = await askProvider(env, SYSTEM, `Recipe request: ${request}${diet && diet !== 'none' ? ` (the cook is ${diet})` : ''}`, proposal);
  if (!answer) return null;
  const steps = answer.steps.map((s, i) => ({ ...s, id: `step-${i + 1}`, duration: Math.round(s.duration) }));
  const checked = mealPrepSession.safeParse({ ...answer, id: newSessionId(), steps, totalTime: sumDurations(steps) });
  if (!checked.success || !energyAddsUp(checked.data.nutrition) || !fitsDiet(checked.data.ingredients, diet)) return null;
  return { ...checked.data, source: 'provider' };
}
