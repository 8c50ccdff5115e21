import { difficulties, prepIngredient, stepTypes, type Difficulty, type MealPrepSessionDto, type PrepIngredient, type RecipeNutrition, type RecipeStep, type StepType } from '../../../src/schemas/meal-prep.ts';
import type { MealPrepRow } from '../../repositories/meal-prep.ts';

function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Rows may come from an import with sparse steps; every step gets the fields the timer reads. */
export function stepsOf(value: unknown): RecipeStep[] {
  const list = parsed(value);
  if (!Array.isArray(list)) return [];
  return list
    .filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null)
    .map((s, i) => ({
      id: text(s.id) || String(s.id ?? `step-${i + 1}`),
      title: text(s.title) || `Step ${i + 1}`,
      description: text(s.description),
      duration: Math.max(0, Math.round(num(s.duration))),
      type: (stepTypes as readonly string[]).includes(text(s.type)) ? (s.type as StepType) : 'other',
      ...(typeof s.temperature === 'string' ? { temperature: s.temperature } : {}),
      tips: Array.isArray(s.tips) ? s.tips.filter((t): t is string => typeof t === 'string') : [],
    }));
}

export function nutritionOf(value: unknown): RecipeNutrition {
  const n = (parsed(value) ?? {}) as Record<string, unknown>;
  const out: RecipeNutrition = { calories: num(n.calories), protein: num(n.protein), carbs: num(n.carbs), fats: num(n.fats) };
  for (const key of ['fiber', 'sugar', 'sodium'] as const) if (typeof n[key] === 'number') out[key] = n[key];
  return out;
}

/** Lines that no longer pass the schema are left out rather than failing the whole history (or an export's import). */
export function prepIngredientsOf(value: unknown): PrepIngredient[] {
  const list = parsed(value);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const line = prepIngredient.safeParse(item);
    return line.success ? [line.data] : [];
  });
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toSessionDto(row: MealPrepRow): MealPrepSessionDto {
  const difficulty = (difficulties as readonly string[]).includes(row.difficulty ?? '') ? (row.difficulty as Difficulty) : 'medium';
  return {
    id: row.session_id,
    sessionId: row.session_id,
    recipeName: row.recipe_name,
    difficulty,
    servings: row.servings ?? 1,
    totalTime: row.total_time,
    nutrition: nutritionOf(row.nutrition),
    steps: stepsOf(row.steps),
    ingredients: prepIngredientsOf(row.ingredients),
    isCompleted: row.is_completed,
    completedAt: iso(row.completed_at),
    savedAt: iso(row.saved_at),
    createdAt: iso(row.created_at)!,
  };
}
