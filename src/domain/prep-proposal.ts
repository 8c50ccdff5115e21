import { mealPrepSession, type GeneratedSession } from '../schemas/meal-prep.ts';
import { macroKcal } from './energy.ts';
import { isAnimal, isMeat, isSeafood } from './meal-plan-diet.ts';
import { sumDurations } from './prep-session.ts';
import type { MacroTotals } from '../schemas/nutrition.ts';

/** A recipe as a model proposes it for a guided cooking session, before our checks. */
export interface PrepProposal {
  recipeName: string;
  difficulty: string;
  servings: number;
  nutrition: MacroTotals;
  ingredients: string[];
  steps: { title: string; description: string; duration: number; type: string; temperature?: string | undefined; tips: string[] }[];
}

/** The proposal's energy must roughly match its macros. */
function energyAddsUp(n: MacroTotals): boolean {
  const fromMacros = macroKcal(n);
  return n.calories > 0 && Math.abs(fromMacros - n.calories) <= n.calories * 0.2;
}

function fitsDiet(ingredients: readonly string[], diet: string | null): boolean {
  if (diet === 'vegan') return !ingredients.some(isAnimal);
  if (diet === 'vegetarian') return !ingredients.some((i) => isMeat(i) || isSeafood(i));
  return true;
}

/**
 * A proposal validated like a saved session (steps numbered, durations totalled by us): null when
 * it fails validation, breaks the cook's diet, or has nutrition that does not add up.
 */
export function checkProposal(answer: PrepProposal, diet: string | null, id: string): GeneratedSession | null {
  const steps = answer.steps.map((s, i) => ({ ...s, id: `step-${i + 1}`, duration: Math.round(s.duration) }));
  const checked = mealPrepSession.safeParse({ ...answer, id, steps, totalTime: sumDurations(steps) });
  if (!checked.success || !energyAddsUp(checked.data.nutrition) || !fitsDiet(checked.data.ingredients.map((i) => i.text), diet)) return null;
  return { ...checked.data, source: 'provider' };
}
