import { dailyAverages, planDays } from '../../../src/domain/meal-plan-days.ts';
import { FALLBACK_TARGETS } from '../../../src/domain/day-targets.ts';
import { daysFromDuration, durationText } from '../../../src/domain/meal-plan-targets.ts';
import { shoppingLines } from '../../../src/domain/shopping-list.ts';
import { MEAL_PLAN_DEFAULTS, mealPlanPreferences, shoppingCategory, type MealPlanDto, type PlannedMeal, type ShoppingCategory } from '../../../src/schemas/meal-plan.ts';
import type { MealPlanRow } from '../../repositories/meal-plans.ts';

/** What the preferences column holds besides the request's preferences. */
export interface StoredPlanNotes {
  preferences: MealPlanDto['preferences'];
  targets: MealPlanDto['targets'];
  warnings: string[];
  description: string;
}

/** jsonb arrives parsed from both drivers; text (older rows, other writers) is parsed, and junk becomes []. */
function jsonList<T>(value: unknown): T[] {
  if (typeof value === 'string') {
    try {
      return jsonList<T>(JSON.parse(value));
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? (value as T[]) : [];
}

/** Meals written by other clients may say `type` for `mealType` and `meal` or `title` for `name`. */
function normaliseMeal(m: PlannedMeal & { meal?: string; title?: string }): PlannedMeal {
  const mealType = m.mealType ?? m.type;
  return { ...m, mealType, type: mealType, name: m.name ?? m.meal ?? m.title ?? 'Meal' };
}

function notes(value: unknown): StoredPlanNotes {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Partial<StoredPlanNotes>;
  const preferences = { ...mealPlanPreferences.parse({}), restrictions: [], ...(raw.preferences ?? {}) };
  const targets = raw.targets ?? { ...FALLBACK_TARGETS, source: 'default' as const };
  return { preferences, targets, warnings: raw.warnings ?? [], description: raw.description ?? '' };
}

/**
 * A stored plan in the shape both readers use. Totals are stored for the whole plan; `totalCalories`
 * is the per-day average in a plan's own answer (the generator shows it per day) and the plan total
 * in the list (the saved-plans card divides by the days) — see docs/decisions/010.
 */
export function toMealPlanDto(row: MealPlanRow, view: 'plan' | 'list'): MealPlanDto {
  const meals = jsonList<PlannedMeal>(row.meals).filter((m) => typeof m === 'object' && m !== null).map(normaliseMeal);
  const totalDays = daysFromDuration(row.duration);
  const days = planDays(meals, totalDays);
  const planTotals = {
    calories: row.total_calories ?? 0,
    protein: row.total_protein ?? 0,
    carbs: row.total_carbs ?? 0,
    fats: row.total_fats ?? 0,
  };
  const averages = dailyAverages(planTotals, totalDays);
  // Aisles stored before imports were checked may not be aisles: left out rather than failing every plan.
  const shoppingList = jsonList<unknown>(row.shopping_list).flatMap((c): ShoppingCategory[] => {
    const aisle = shoppingCategory.safeParse(c);
    return aisle.success ? [aisle.data] : [];
  });
  const extra = notes(row.preferences);
  return {
    id: row.id,
    name: row.name,
    description: extra.description,
    createdAt: new Date(row.created_at).toISOString(),
    duration: row.duration ?? durationText(totalDays),
    totalDays,
    servings: row.servings ?? MEAL_PLAN_DEFAULTS.servings,
    difficulty: (row.difficulty as MealPlanDto['difficulty'] | null) ?? MEAL_PLAN_DEFAULTS.difficulty,
    totalCalories: view === 'plan' ? Math.round(averages.calories) : planTotals.calories,
    totalProtein: planTotals.protein,
    totalCarbs: planTotals.carbs,
    totalFats: planTotals.fats,
    dailyAverages: averages,
    planTotals,
    days,
    meals,
    shoppingList,
    shoppingItems: shoppingLines(shoppingList),
    preferences: extra.preferences,
    targets: extra.targets,
    warnings: extra.warnings,
  };
}
