import { dietTags, type DietTag } from '../../../src/domain/meal-plan-diet.ts';
import type { GeneratedSession, MealPrepGenerateInput, MealPrepSession, MealPrepSessionDto } from '../../../src/schemas/meal-prep.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { completeOwnSession, deleteAbandonedSessions, findSession, insertSession, listSavedSessions, recentRecipeNames, updateOwnSession } from '../../repositories/meal-prep.ts';
import { getPlan } from '../meal-plans/meal-plan-service.ts';
import type { PlanningTools, Recipe, RecipeLibrary } from '../recipes/recipe-library.ts';
import { toSessionDto } from './meal-prep-dto.ts';
import { sessionFromPlannedMeal, sessionFromRecipe } from '../../../src/domain/prep-session.ts';


function profileDiet(user: UserRow): DietTag | null {
  const diet = user.dietary_preference ?? '';
  return (dietTags as readonly string[]).includes(diet) ? (diet as DietTag) : null;
}

/** A library recipe for the user's diet: matching the request's words if any, else one not cooked lately. */
async function pickRecipe(db: Database, recipes: RecipeLibrary, user: UserRow, request: string | undefined, random: () => number): Promise<Recipe> {
  const diet = profileDiet(user);
  const library = (await recipes.all()).filter((r) => !diet || r.tags.includes(diet));
  const words = (request ?? '').toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2);
  const score = (r: Recipe) => {
    const text = `${r.name} ${r.description} ${r.cuisine} ${r.tags.join(' ')} ${r.mealTypes.join(' ')}`.toLowerCase();
    return words.filter((w) => text.includes(w)).length;
  };
  const best = Math.max(0, ...library.map(score));
  let pool = library.filter((r) => score(r) === best);
  if (best === 0) {
    const recent = new Set(await recentRecipeNames(db, user.id, 5));
    pool = pool.filter((r) => !recent.has(r.name)).length > 0 ? pool.filter((r) => !recent.has(r.name)) : pool;
  }
  return pool[Math.floor(random() * pool.length)]!;
}

async function fromPlan(db: Database, recipes: RecipeLibrary, user: UserRow, input: Required<Pick<MealPrepGenerateInput, 'planId' | 'day' | 'mealType'>>): Promise<GeneratedSession> {
  const { mealPlan } = await getPlan(db, user, input.planId);
  const meal = mealPlan.meals.find((m) => m.day === input.day && m.mealType === input.mealType);
  const recipe = meal && (await recipes.find(meal.recipeId));
  if (!meal || !recipe) throw new AppError('NOT_FOUND', 'plannedMealMissing', { params: { mealType: input.mealType, day: input.day } });
  return sessionFromPlannedMeal(recipe, meal, mealPlan.servings);
}

async function build(db: Database, tools: PlanningTools, user: UserRow, input: MealPrepGenerateInput, random: () => number): Promise<GeneratedSession> {
  if (input.planId !== undefined) return fromPlan(db, tools.recipes, user, { planId: input.planId, day: input.day!, mealType: input.mealType! });
  if (input.recipeId !== undefined) {
    const recipe = await tools.recipes.find(input.recipeId);
    if (!recipe) throw new AppError('NOT_FOUND', 'recipeNotFound');
    return sessionFromRecipe(recipe);
  }
  if (input.request) {
    const { value: proposed } = await tools.ai.proposePrepSession(input.request, user.dietary_preference);
    if (proposed) return proposed;
  }
  return sessionFromRecipe(await pickRecipe(db, tools.recipes, user, input.request, random));
}

// A generated session left unsaved and unfinished this long is taken as abandoned.
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * A session to cook now: a given recipe, a planned meal, the AI engine's proposal for a request, or a
 * library recipe suiting the user's diet. It is stored unsaved so completing it works before a save;
 * the user's sessions abandoned a day ago are removed then, so unsaved rows do not pile up.
 */
export async function generateSession(db: Database, tools: PlanningTools, user: UserRow, input: MealPrepGenerateInput, random: () => number = Math.random): Promise<GeneratedSession> {
  return startSession(db, user, await build(db, tools, user, input, random));
}

/** Stores a session to cook now, unsaved, clearing the user's abandoned ones; a user recipe's session starts here too. */
export async function startSession(db: Database, user: UserRow, session: GeneratedSession): Promise<GeneratedSession> {
  await deleteAbandonedSessions(db, user.id, new Date(Date.now() - ABANDONED_AFTER_MS));
  await insertSession(db, { user_id: user.id, ...columns(session), saved_at: null });
  return session;
}

function columns(s: MealPrepSession) {
  return {
    session_id: s.id,
    recipe_name: s.recipeName,
    total_time: s.totalTime,
    steps: JSON.stringify(s.steps),
    difficulty: s.difficulty,
    servings: s.servings,
    nutrition: JSON.stringify(s.nutrition),
    ingredients: JSON.stringify(s.ingredients),
  };
}

/** Saves (or re-saves) the caller's session; an id another user holds is answered as not found. */
export async function saveSession(db: Database, user: UserRow, session: MealPrepSession): Promise<MealPrepSessionDto> {
  const existing = await findSession(db, session.id);
  if (existing && existing.user_id !== user.id) throw new AppError('NOT_FOUND', 'mealPrepNotFound');
  const values = { ...columns(session), saved_at: new Date() };
  if (existing) return toSessionDto((await updateOwnSession(db, user.id, session.id, values))!);
  try {
    return toSessionDto(await insertSession(db, { user_id: user.id, ...values }));
  } catch (error) {
    // Another request took the id between the check and the insert.
    if ((error as { code?: string }).code === '23505') throw new AppError('NOT_FOUND', 'mealPrepNotFound');
    throw error;
  }
}

export async function listSessions(db: Database, user: UserRow): Promise<MealPrepSessionDto[]> {
  return (await listSavedSessions(db, user.id)).map(toSessionDto);
}

export async function completeSession(db: Database, user: UserRow, sessionId: string): Promise<MealPrepSessionDto> {
  const row = await completeOwnSession(db, user.id, sessionId);
  if (!row) throw new AppError('NOT_FOUND', 'mealPrepNotFound');
  return toSessionDto(row);
}
