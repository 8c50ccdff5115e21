import { z } from 'zod';
import { numbersIn } from '../../ai/openai/json-reply.ts';
import type { DietTag } from '../../../src/domain/meal-plan-diet.ts';
import type { MacroNumbers, PlannedMeal } from '../../../src/schemas/meal-plan.ts';
import { askProvider, type ProviderEnv } from './provider.ts';

export interface PlanWords {
  name: string;
  description: string;
}

export interface PlanSummary {
  days: number;
  restrictions: DietTag[];
  cuisines: string[];
  dailyAverages: MacroNumbers;
  meals: PlannedMeal[];
}

const title = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());

function topCuisines(meals: readonly PlannedMeal[]): string[] {
  const counts = new Map<string, number>();
  for (const m of meals) counts.set(m.cuisine, (counts.get(m.cuisine) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([c]) => c);
}

/** The plan's own name and description, made from its numbers; used as is without a provider. */
export function defaultPlanWords(s: PlanSummary): PlanWords {
  const diet = s.restrictions.filter((r) => !r.endsWith('-free') || r === 'gluten-free' || r === 'dairy-free').slice(0, 2).map(title).join(' ');
  const name = `${s.days}-Day ${diet || 'Balanced'} Meal Plan`;
  const recipes = new Set(s.meals.map((m) => m.recipeId)).size;
  const a = s.dailyAverages;
  const description =
    `About ${Math.round(a.calories)} kcal a day with ${Math.round(a.protein)} g protein, ${Math.round(a.carbs)} g carbs and ${Math.round(a.fats)} g fat: ` +
    `${s.meals.length} meals from ${recipes} recipes, mostly ${topCuisines(s.meals).join(' and ')}.`;
  return { name, description };
}

const reply = z.object({
  name: z.string().trim().min(3).max(60),
  description: z.string().trim().min(10).max(300),
});

/**
 * With a provider, the model may name and describe the plan. It is given the plan's numbers and
 * may not add any of its own: a reply with a number not in the facts is not used.
 */
export async function writePlanWords(env: ProviderEnv, s: PlanSummary): Promise<PlanWords> {
  const fallback = defaultPlanWords(s);
  const facts = `${fallback.description} Days: ${s.days}. Diet: ${s.restrictions.join(', ') || 'none'}. Meals: ${[...new Set(s.meals.map((m) => m.name))].join('; ')}.`;
  const answer = await askProvider(
    env,
    'You name meal plans. Answer with JSON {"name": string, "description": string}. The name is at most 6 words; the description one or two friendly sentences. Use only numbers that appear in the facts.',
    facts,
    reply,
  );
  if (!answer) return fallback;
  const allowed = new Set(numbersIn(facts));
  const invented = [...numbersIn(answer.name), ...numbersIn(answer.description)].some((n) => !allowed.has(n));
  return invented ? fallback : answer;
}
