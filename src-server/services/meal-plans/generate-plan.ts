import { buildPlan } from '../../../src/domain/meal-plan-builder.ts';
import { candidatesBySlot, optimiserCandidates, planProblem, type PlanFilter } from '../../../src/domain/meal-plan-candidates.ts';
import { dietTags, type DietTag } from '../../../src/domain/meal-plan-diet.ts';
import { cuisineMatches, overBudget } from '../../../src/domain/meal-plan-filters.ts';
import { durationText, planTargets } from '../../../src/domain/meal-plan-targets.ts';
import { dayTargets } from '../targets/day-targets.ts';
import type { GenerateMealPlanInput, MealPlanDto, MealPlanPreferences } from '../../../src/schemas/meal-plan.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, issue } from '../../errors.ts';
import { insertMealPlan } from '../../repositories/meal-plans.ts';
import { assertSelf } from '../food-log/food-log-service.ts';
import type { PlanningTools, Recipe } from '../recipes/recipe-library.ts';
import { toMealPlanDto, type StoredPlanNotes } from './meal-plan-dto.ts';

/** Far beyond the optimiser's own budget (under a second a day): only a stuck solver reaches it. */
const OPTIMISE_TIMEOUT_MS = 60_000;

// Objective cost of a recipe a price step above the budget, and of one outside the preferred cuisines.
const OVER_BUDGET_COST = 2;
const OTHER_CUISINE_COST = 1.5;

/** The user's profile diet applies to every plan; allergies become '-free' restrictions. */
export function planRestrictions(user: UserRow, prefs: MealPlanPreferences): { restrictions: DietTag[]; fromProfile: DietTag[] } {
  const profile = (dietTags as readonly string[]).includes(user.dietary_preference ?? '') ? [user.dietary_preference as DietTag] : [];
  const all = [...prefs.dietaryRestrictions, ...profile, ...prefs.allergies.map((a) => `${a}-free` as DietTag)];
  return { restrictions: [...new Set(all)], fromProfile: profile.filter((p) => !prefs.dietaryRestrictions.includes(p)) };
}

/** A 422 naming what to relax when the filters leave too few recipes for the plan. */
export function assertPlannable(library: readonly Recipe[], filter: PlanFilter): void {
  const problem = planProblem(library, filter);
  if (!problem) return;
  // The explanation is composed from the filters (decision 071): it travels whole, as English detail.
  const issues = problem.issues.map(({ path }) => issue(path, 'mealPlanTooFewRecipes', { detail: problem.message }));
  throw new AppError('UNPROCESSABLE_CONTENT', 'mealPlanTooFewRecipes', { params: { detail: problem.message }, issues });
}

/** Budget and cuisine preferences steer as costs: never a reason to break a target or a restriction. */
function preferenceCost(recipe: Recipe, prefs: MealPlanPreferences): number {
  return OVER_BUDGET_COST * overBudget(recipe.cost, prefs.budget) + (cuisineMatches(prefs.cuisinePreferences, recipe.cuisine) ? 0 : OTHER_CUISINE_COST);
}

/**
 * Generates and saves a plan: filters the library by diet, allergies, skill and time (422 naming
 * what to relax when that leaves too little), optimises each day against the user's targets,
 * builds the shopping list, and lets the AI engine name it.
 */
export async function generateMealPlan(db: Database, tools: PlanningTools, user: UserRow, input: GenerateMealPlanInput): Promise<{ mealPlan: MealPlanDto }> {
  assertSelf(user, input.userId);
  const prefs = input.preferences;
  const { restrictions, fromProfile } = planRestrictions(user, prefs);
  const library = await tools.recipes.all();
  const filter: PlanFilter = { restrictions, fromProfile, skill: prefs.cookingSkill, maxMinutes: prefs.maxCookingTime, days: prefs.days };
  assertPlannable(library, filter);

  // A plan is for days ahead: the day's target before exercise.
  const day = await dayTargets(db, user);
  const targets = planTargets(day.source === 'fallback' ? null : { ...day, calories: day.baseCalories }, restrictions);
  const candidates = optimiserCandidates(candidatesBySlot(library, filter), (r) => preferenceCost(r, prefs));
  // In the worker pool: a 14-day plan is seconds of solver time that would stall every other request.
  const choices = await tools.workers.run(user.id, 'optimisePlan', { days: prefs.days, targets, candidates, shares: prefs.mealShares }, OPTIMISE_TIMEOUT_MS);
  const recipes = new Map(library.map((r) => [r.id, r]));
  const plan = buildPlan(choices, recipes, targets, prefs.servings);

  const { value: words } = await tools.ai.namePlan({ days: prefs.days, restrictions, cuisines: prefs.cuisinePreferences, dailyAverages: plan.dailyAverages, meals: plan.meals });
  const stored: StoredPlanNotes = { preferences: { ...prefs, restrictions }, targets, warnings: plan.warnings, description: words.description };
  const row = await insertMealPlan(db, {
    user_id: user.id,
    name: words.name,
    meals: JSON.stringify(plan.meals),
    shopping_list: JSON.stringify(plan.shoppingList),
    preferences: JSON.stringify(stored),
    difficulty: plan.difficulty,
    duration: durationText(prefs.days),
    servings: prefs.servings,
    total_calories: plan.planTotals.calories,
    total_protein: plan.planTotals.protein,
    total_carbs: plan.planTotals.carbs,
    total_fats: plan.planTotals.fats,
  });
  return { mealPlan: toMealPlanDto(row, 'plan') };
}
