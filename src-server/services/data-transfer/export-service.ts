import type { Database } from '../../db/database.ts';
import { allUserRows } from '../../repositories/data-transfer.ts';
import type { FoodLogRow, UserRow } from '../../db/schema.ts';
import { toFoodLogDto } from '../food-log/food-log-dto.ts';
import { toUserDto } from '../users/user-dto.ts';

/** An entry without the id its device made for the offline outbox: that id means nothing in another account. */
function exportedFoodLog(row: FoodLogRow) {
  const { clientId: _clientId, ...entry } = toFoodLogDto(row);
  return entry;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Everything Platewise keeps about the user, in the shape the JSON import reads back. */
export async function exportAll(db: Database, user: UserRow) {
  const [foods, weights, plans, sessions] = await allUserRows(db, user.id);
  return {
    app: 'Platewise' as const,
    version: 1,
    exportedAt: new Date().toISOString(),
    profile: toUserDto(user),
    foodLogs: foods.map(exportedFoodLog),
    weightLogs: weights.map((w) => ({ weight: w.weight, date: w.date, createdAt: iso(w.created_at) })),
    mealPlans: plans.map((p) => ({
      name: p.name, meals: p.meals, shoppingList: p.shopping_list, preferences: p.preferences ?? undefined, difficulty: p.difficulty, duration: p.duration,
      servings: p.servings, totalCalories: p.total_calories, totalProtein: p.total_protein, totalCarbs: p.total_carbs, totalFats: p.total_fats, createdAt: iso(p.created_at),
    })),
    mealPrepSessions: sessions.map((s) => ({
      sessionId: s.session_id, recipeName: s.recipe_name, totalTime: s.total_time, steps: s.steps, difficulty: s.difficulty, servings: s.servings,
      nutrition: s.nutrition ?? undefined, isCompleted: s.is_completed, completedAt: iso(s.completed_at), savedAt: iso(s.saved_at), createdAt: iso(s.created_at),
    })),
  };
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
