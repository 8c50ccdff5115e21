import { roundNutrition } from '../../../src/domain/nutrition.ts';
import { newSessionId, sumDurations } from '../../../src/domain/prep-session.ts';
import { statedMinutes, stepWords } from '../../../src/domain/step-text.ts';
import { divideNutrients } from '../../../src/domain/user-recipe.ts';
import type { GeneratedSession, RecipeStep } from '../../../src/schemas/meal-prep.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { startSession } from '../meal-prep/meal-prep-service.ts';
import { RecipeBook } from './recipe-book.ts';
import { stepsOf, type StoredStep } from './recipe-dto.ts';

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * The recipe's steps as timed steps: a step's own minutes are its timer, else the time its text
 * states ("about 10 minutes"); steps with neither share what is left of the prep and cook times (at
 * least a minute each); a recipe without steps is one step.
 */
export function timedSteps(steps: readonly StoredStep[], name: string, prepMinutes: number | null, cookMinutes: number | null): RecipeStep[] {
  const list = (steps.length ? steps : [{ text: `Prepare and cook ${name}.`, minutes: null }]).map((s) => ({ text: s.text, minutes: s.minutes || statedMinutes(s.text) }));
  const stated = list.reduce((s, step) => s + (step.minutes ?? 0), 0);
  const untimed = list.filter((s) => !s.minutes).length;
  const left = Math.max(0, (prepMinutes ?? 0) + (cookMinutes ?? 0) - stated);
  const share = untimed ? Math.max(1, left / untimed) : 0;
  return list.map((step, i) => ({
    id: `step-${i + 1}`,
    ...stepWords(step.text),
    duration: clamp(Math.round((step.minutes ?? share) * 60), 60, 86_400),
    type: 'other',
    tips: [],
  }));
}

/** User recipes say no difficulty: the session's label follows the total time (up to 30 min easy, up to 90 medium). */
function difficultyFor(seconds: number): GeneratedSession['difficulty'] {
  return seconds <= 30 * 60 ? 'easy' : seconds <= 90 * 60 ? 'medium' : 'hard';
}

/** A prep session for one of the user's recipes: its steps with timers, its ingredients and one serving's numbers. */
export async function startRecipePrep(db: Database, user: UserRow, id: number): Promise<GeneratedSession> {
  const book = await RecipeBook.load(db, user.id);
  const e = book.evaluate(id);
  if (!e) throw new AppError('NOT_FOUND', 'recipeNotFound');
  const steps = timedSteps(stepsOf(e.recipe.steps), e.recipe.name, e.recipe.prep_minutes, e.recipe.cook_minutes).slice(0, 60);
  const n = roundNutrition(divideNutrients(e.total, e.recipe.servings));
  return startSession(db, user, {
    id: newSessionId(),
    recipeName: e.recipe.name,
    recipeId: `user-${e.recipe.id}`,
    difficulty: difficultyFor(sumDurations(steps)),
    servings: clamp(Math.round(e.recipe.servings), 1, 50),
    totalTime: sumDurations(steps),
    nutrition: { calories: Math.min(n.calories, 5000), protein: Math.min(n.protein, 500), carbs: Math.min(n.carbs, 1000), fats: Math.min(n.fats, 500), fiber: Math.min(n.fiber, 200), sugar: Math.min(n.sugar, 500), sodium: Math.min(n.sodium, 50_000) },
    ingredients: e.ingredients.slice(0, 60).map((i) => ({ text: `${i.row.amount} ${i.name}`.slice(0, 200), grams: Math.min(i.row.grams, 100_000) })),
    steps,
    source: 'recipe',
  });
}
