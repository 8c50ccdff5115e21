import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import type { SavedItemValues } from '../../repositories/saved-meals.ts';
import type { RecipeIngredientRow, RecipeRow } from '../../repositories/user-recipes.ts';
import { allOwnedRows, allUserRows } from '../../repositories/data-transfer.ts';
import { listOwnFoods } from '../custom-foods/custom-food-service.ts';
import { stepsOf } from '../user-recipes/recipe-dto.ts';
import { toFoodLogDto } from '../food-log/food-log-dto.ts';
import { toUserDto } from '../users/user-dto.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Everything Platewise keeps about the user, in the shape the JSON import reads back. */
export async function exportAll(db: Database, user: UserRow) {
  const [[foods, weights, plans, sessions], owned, customFoods] = await Promise.all([allUserRows(db, user.id), exportOwned(db, user), listOwnFoods(db, user)]);
  const customIds = new Set(customFoods.map((f) => f.id));
  return {
    app: 'Platewise' as const,
    version: 1,
    exportedAt: new Date().toISOString(),
    profile: toUserDto(user),
    // An entry of the user's own food names it by its id in customFoods, so an import links it again.
    foodLogs: foods.map((f) => ({ ...toFoodLogDto(f), customFoodId: f.food_id !== null && customIds.has(f.food_id) ? f.food_id : null })),
    weightLogs: weights.map((w) => ({ weight: w.weight, date: w.date, createdAt: iso(w.created_at) })),
    mealPlans: plans.map((p) => ({
      name: p.name, meals: p.meals, shoppingList: p.shopping_list, preferences: p.preferences ?? undefined, difficulty: p.difficulty, duration: p.duration,
      servings: p.servings, totalCalories: p.total_calories, totalProtein: p.total_protein, totalCarbs: p.total_carbs, totalFats: p.total_fats, createdAt: iso(p.created_at),
    })),
    mealPrepSessions: sessions.map((s) => ({
      sessionId: s.session_id, recipeName: s.recipe_name, totalTime: s.total_time, steps: s.steps, difficulty: s.difficulty, servings: s.servings,
      nutrition: s.nutrition ?? undefined, isCompleted: s.is_completed, completedAt: iso(s.completed_at), savedAt: iso(s.saved_at), createdAt: iso(s.created_at),
    })),
    customFoods,
    ...owned(customIds),
  };
}

/** Recipes that others use come first, so an import meets every ingredient recipe before its user. */
function usedFirst(recipes: RecipeRow[], ingredients: RecipeIngredientRow[]): RecipeRow[] {
  const byId = new Map(recipes.map((r) => [r.id, r]));
  const order: RecipeRow[] = [];
  const placed = new Set<number>();
  const place = (r: RecipeRow) => {
    if (placed.has(r.id)) return;
    placed.add(r.id);
    for (const i of ingredients) if (i.recipe_id === r.id && i.sub_recipe_id !== null && byId.has(i.sub_recipe_id)) place(byId.get(i.sub_recipe_id)!);
    order.push(r);
  };
  recipes.forEach(place);
  return order;
}

async function exportOwned(db: Database, user: UserRow) {
  const [recipes, ingredients, meals, water, activity, steps, changes, nutrientTargets] = await allOwnedRows(db, user.id);
  return (customIds: Set<number>) => {
    const own = (foodId: number | null) => (foodId !== null && customIds.has(foodId) ? { customFoodId: foodId, foodId: null } : { customFoodId: null, foodId });
    return {
      recipes: usedFirst(recipes, ingredients).map((r) => ({
        id: r.id, name: r.name, servings: r.servings, steps: stepsOf(r.steps), prepMinutes: r.prep_minutes, cookMinutes: r.cook_minutes, sourceUrl: r.source_url,
        ingredients: ingredients.filter((i) => i.recipe_id === r.id).map((i) => ({ ...own(i.food_id), recipeId: i.sub_recipe_id, amount: i.amount, grams: i.grams })),
      })),
      savedMeals: meals.map((m) => ({
        name: m.name,
        createdAt: iso(m.created_at),
        items: itemsOf(m.items).map((i) => ({
          foodName: i.food_name, quantity: i.quantity, calories: i.calories, protein: i.protein, carbs: i.carbs, fats: i.fats, fiber: i.fiber, sugar: i.sugar, sodium: i.sodium,
          fdcId: i.fdc_id, servingSize: i.serving_size, dataType: i.data_type, nutrients: typeof i.nutrients === 'string' ? JSON.parse(i.nutrients) : i.nutrients, ...own(i.food_id),
        })),
      })),
      waterLogs: water.map((w) => ({ date: w.date, ml: w.ml, createdAt: iso(w.created_at) })),
      activityLogs: activity.map((a) => ({ date: a.date, code: a.code, name: a.name, minutes: a.minutes, calories: a.calories, source: a.source, createdAt: iso(a.created_at) })),
      dailySteps: steps.map((s) => ({ date: s.date, steps: s.steps })),
      targetChanges: changes.map((c) => ({ date: c.date, calories: c.calories, protein: c.protein, carbs: c.carbs, fats: c.fats, previousCalories: c.previous_calories, expenditure: c.expenditure, source: c.source })),
      nutrientTargets,
      settings: { goalWeight: user.goal_weight, goalRate: user.goal_rate, waterTargetMl: user.water_target_ml, exerciseAddsToBudget: user.exercise_adds_to_budget },
    };
  };
}

/** PGlite and node-postgres both parse jsonb; a string would mean a driver that does not. */
function itemsOf(value: unknown): SavedItemValues[] {
  const list = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? (list as SavedItemValues[]) : [];
}

const CSV_HEADER = ['date', 'meal', 'food', 'quantity', 'calories', 'protein_g', 'carbs_g', 'fat_g', 'fiber_g', 'sugar_g', 'sodium_mg'];

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  // OWASP's CSV injection advice: a text cell starting like a formula gets a leading quote inside a
  // quoted cell, and any cell holding a quote, comma, CR or LF is quoted (a bare CR starts a new row).
  const formula = typeof value === 'string' && /^[=+\-@\t\r]/.test(text);
  const safe = formula ? `'${text}` : text;
  return formula || /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function foodLogCsv(db: Database, user: UserRow): Promise<string> {
  const [foods] = await allUserRows(db, user.id);
  const lines = foods.map((f) => [f.date, f.meal_type, f.food_name, f.quantity, f.calories, f.protein, f.carbs, f.fats, f.fiber, f.sugar, f.sodium].map(csvCell).join(','));
  return [CSV_HEADER.join(','), ...lines].join('\n') + '\n';
}
