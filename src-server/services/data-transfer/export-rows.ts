import type { Selectable } from 'kysely';
import type { FoodLogRow, MealPlansTable, MealPrepSessionsTable, WeightLogsTable } from '../../db/schema.ts';
import { toFoodLogDto } from '../food-log/food-log-dto.ts';
import { nutritionOf, prepIngredientsOf, stepsOf } from '../meal-prep/meal-prep-dto.ts';

// Pure: the download's text and tRPC's parts are made from these (see export-service.ts).

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const exportRow = {
  // Without the id its device made for the offline outbox: that id means nothing in another account.
  // An entry of the user's own food names it by its id in customFoods, so an import links it again.
  foodLogs: (f: FoodLogRow, customIds: ReadonlySet<number>) => {
    const { clientId: _clientId, ...entry } = toFoodLogDto(f);
    return { ...entry, customFoodId: f.food_id !== null && customIds.has(f.food_id) ? f.food_id : null };
  },
  weightLogs: (w: Selectable<WeightLogsTable>) => ({ weight: w.weight, date: w.date, createdAt: iso(w.created_at) }),
  mealPlans: (p: Selectable<MealPlansTable>) => ({
    name: p.name, meals: p.meals, shoppingList: p.shopping_list, preferences: p.preferences ?? undefined, difficulty: p.difficulty, duration: p.duration,
    servings: p.servings, totalCalories: p.total_calories, totalProtein: p.total_protein, totalCarbs: p.total_carbs, totalFats: p.total_fats, createdAt: iso(p.created_at),
  }),
  // Steps and nutrition as the session's screen shows them, which is what an import checks them against.
  mealPrepSessions: (s: Selectable<MealPrepSessionsTable>) => ({
    sessionId: s.session_id, recipeName: s.recipe_name, totalTime: s.total_time, steps: stepsOf(s.steps), difficulty: s.difficulty, servings: s.servings,
    nutrition: s.nutrition === null ? undefined : nutritionOf(s.nutrition), ingredients: prepIngredientsOf(s.ingredients), isCompleted: s.is_completed, completedAt: iso(s.completed_at), savedAt: iso(s.saved_at), createdAt: iso(s.created_at),
  }),
};

export type ExportSection = keyof typeof exportRow;

export const CSV_HEADER = ['date', 'meal', 'food', 'quantity', 'calories', 'protein_g', 'carbs_g', 'fat_g', 'fiber_g', 'sugar_g', 'sodium_mg'];

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  // OWASP's CSV injection advice: a text cell starting like a formula gets a leading quote inside a
  // quoted cell, and any cell holding a quote, comma, CR or LF is quoted (a bare CR starts a new row).
  const formula = typeof value === 'string' && /^[=+\-@\t\r]/.test(text);
  const safe = formula ? `'${text}` : text;
  return formula || /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (f: FoodLogRow) => [f.date, f.meal_type, f.food_name, f.quantity, f.calories, f.protein, f.carbs, f.fats, f.fiber, f.sugar, f.sodium].map(csvCell).join(',') + '\n';
