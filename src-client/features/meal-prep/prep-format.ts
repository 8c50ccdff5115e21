import { mealTypes, type MealType } from '../../../src/domain/choices.ts';
import type { MealPrepSession } from '../../../src/schemas/meal-prep.ts';

/** A session as the studio holds it: generated, or loaded back from the history. */
export type PrepSession = MealPrepSession;

/** mm:ss; minutes keep counting past 59. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Total time in minutes, rounded up. */
export const totalMinutes = (seconds: number) => Math.ceil(Math.max(0, seconds) / 60);

/** The planned meal named by `?planId=..&day=..&mealType=..`, or nothing when incomplete or invalid. */
export function plannedMealFrom(search: string): { planId: number; day: number; mealType: MealType } | undefined {
  const q = new URLSearchParams(search);
  const planId = Number(q.get('planId'));
  const day = Number(q.get('day'));
  const mealType = mealTypes.find((t) => t === q.get('mealType'));
  if (!Number.isInteger(planId) || planId <= 0 || !Number.isInteger(day) || day < 1 || day > 14 || !mealType) return undefined;
  return { planId, day, mealType };
}

/** `?recipe=12`: one of the user's own recipes to cook. */
export function userRecipeFrom(search: string): number | undefined {
  const id = Number(new URLSearchParams(search).get('recipe'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** `?libraryRecipe=shakshuka`: a recipe of the shared library, such as one the meal assistant suggested. */
export function libraryRecipeFrom(search: string): string | undefined {
  const id = new URLSearchParams(search).get('libraryRecipe')?.trim();
  return id && id.length <= 100 ? id : undefined;
}

/** The export file's content: name, difficulty, servings, total time, nutrition, ingredients for those servings and numbered steps. */
export function exportDocument(session: PrepSession) {
  return {
    recipeName: session.recipeName,
    difficulty: session.difficulty,
    servings: session.servings,
    totalTimeMinutes: totalMinutes(session.totalTime),
    nutritionPerServing: session.nutrition,
    ingredients: session.ingredients.map((i) => (i.grams === null ? { text: i.text } : { text: i.text, grams: i.grams })),
    steps: session.steps.map((step, i) => ({
      number: i + 1,
      title: step.title,
      description: step.description,
      durationMinutes: Math.round((step.duration / 60) * 10) / 10,
      ...(step.temperature ? { temperature: step.temperature } : {}),
      ...(step.tips.length ? { tips: step.tips } : {}),
    })),
  };
}

/** A file name from the recipe name: 'Chickpea Curry' → 'chickpea-curry.json'. */
export function exportFileName(recipeName: string): string {
  const slug = recipeName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${slug || 'recipe'}.json`;
}

/** The fields the save procedure takes, from a generated or loaded session. */
export function toSaveInput(session: PrepSession): MealPrepSession {
  const { id, recipeName, recipeId, difficulty, servings, totalTime, nutrition, steps, ingredients } = session;
  return { id, recipeName, ...(recipeId ? { recipeId } : {}), difficulty, servings, totalTime, nutrition, steps, ingredients };
}
