import { z } from 'zod';
import { createFoodLogInput } from '../../../src/schemas/food-log.ts';
import { logDate } from '../../../src/schemas/entry-fields.ts';
import { rowId } from '../../../src/schemas/fields.ts';
import { plannedMeal, shoppingCategory, storedPlanNotes } from '../../../src/schemas/meal-plan.ts';
import { difficultyField, prepIngredient, recipeNutrition, recipeStep } from '../../../src/schemas/meal-prep.ts';
import { weightKg } from '../../../src/schemas/weight.ts';
import { badEntry, emptyImport, stopsAt, type ParsedImport } from './import-rows.ts';
import { isRealDateTime, overLimit, unstorable } from './json-checks.ts';
import { activityEntry, conversationEntry, customFoodEntry, nutrientTargetEntry, recipeEntry, savedMealEntry, settingsEntry, stepsEntry, targetChangeEntry, waterEntry } from './owned-sections.ts';
import { lookupTable } from '../../../src/domain/lookup.ts';

const DATA_TYPE_NAMES = lookupTable<string>({ Foundation: 'foundation', 'SR Legacy': 'sr_legacy', Survey: 'survey', Branded: 'branded', Custom: 'custom' });

const weightEntry = z.object({ weight: weightKg, date: logDate });
const timestamp = z.string().refine(isRealDateTime, 'must be a real date and time, such as 2026-01-31T12:00:00Z').optional();
// Meals, shopping list and notes as the plan screens read them (src/schemas/meal-plan.ts).
const mealPlanEntry = z.object({
  name: z.string().trim().min(1).max(200),
  meals: z.array(plannedMeal, { error: 'Meals must be a list' }).max(500, 'At most 500 meals'),
  shoppingList: z.array(shoppingCategory, { error: 'The shopping list must be a list' }).max(100, 'At most 100 aisles').default([]),
  preferences: storedPlanNotes.optional(),
  difficulty: z.enum(['Easy', 'Medium', 'Hard'], { error: 'difficulty must be Easy, Medium or Hard' }).nullish(),
  duration: z.string().max(40).nullish(),
  servings: z.number().int().min(1).max(100).nullish(),
  totalCalories: z.number().finite().min(0).nullish(),
  totalProtein: z.number().finite().min(0).nullish(),
  totalCarbs: z.number().finite().min(0).nullish(),
  totalFats: z.number().finite().min(0).nullish(),
  createdAt: timestamp,
});
const prepEntry = z.object({
  sessionId: z.string().trim().min(1).max(100),
  recipeName: z.string().trim().min(1).max(200),
  totalTime: z.number().int().min(0).max(7 * 24 * 3600),
  // Steps and nutrition as a saved session's (src/schemas/meal-prep.ts), which the cooking timer reads.
  steps: z.array(recipeStep, { error: 'Steps must be a list' }).max(60, 'At most 60 steps'),
  difficulty: difficultyField.nullish(),
  servings: z.number().int().min(1).max(100).nullish(),
  nutrition: recipeNutrition.optional(),
  // The lines for the saved servings (decision 063); files from before they were exported have none.
  ingredients: z.array(prepIngredient, { error: 'Ingredients must be a list' }).max(60, 'At most 60 ingredients').default([]),
  isCompleted: z.boolean().default(false),
  completedAt: timestamp.nullable(),
  savedAt: timestamp.nullable(),
  createdAt: timestamp,
});

const file = z.object({
  app: z.literal('Platewise', { error: 'This is not a Platewise export' }),
  foodLogs: z.array(z.unknown()).default([]),
  weightLogs: z.array(z.unknown()).default([]),
  mealPlans: z.array(z.unknown()).default([]),
  mealPrepSessions: z.array(z.unknown()).default([]),
  customFoods: z.array(z.unknown()).default([]),
  recipes: z.array(z.unknown()).default([]),
  savedMeals: z.array(z.unknown()).default([]),
  waterLogs: z.array(z.unknown()).default([]),
  activityLogs: z.array(z.unknown()).default([]),
  dailySteps: z.array(z.unknown()).default([]),
  targetChanges: z.array(z.unknown()).default([]),
  nutrientTargets: z.array(z.unknown()).default([]),
  mealConversations: z.array(z.unknown()).default([]),
  settings: z.unknown().optional(),
});

const foodLogEntry = createFoodLogInput.extend({ customFoodId: rowId('customFoodId').nullish() });

/** `mealPlans[0].shoppingList[0].category`: where in the file a problem is. */
const pathOf = (section: string, index: number, path: readonly PropertyKey[] = []) =>
  `${section}[${index}]${path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')}`;

function each<T>(items: unknown[], schema: z.ZodType<T>, section: string, result: ParsedImport, add: (value: T, index: number) => void) {
  result.totalRows += items.length;
  for (const [i, item] of items.entries()) {
    if (stopsAt(result, pathOf(section, i))) return;
    const problem = unstorable(item);
    if (problem) {
      badEntry(result, pathOf(section, i), problem);
      continue;
    }
    const parsed = schema.safeParse(item);
    if (parsed.success) {
      add(parsed.data, i);
      continue;
    }
    const [first, ...more] = parsed.error.issues;
    badEntry(result, pathOf(section, i, first!.path), more.length ? `${first!.message} (and ${more.length} more in this entry)` : first!.message);
  }
}

/** The sections beyond the log; a reference to a custom food or recipe must name one earlier in the file (so no cycles). */
function readOwned(data: z.output<typeof file>, result: ParsedImport) {
  const owned = result.owned;
  each(data.customFoods, customFoodEntry, 'customFoods', result, (f, i) => {
    if (owned.customFoods.some((o) => o.id === f.id)) badEntry(result, pathOf('customFoods', i, ['id']), `${f.id} repeats an earlier custom food`);
    else owned.customFoods.push(f);
  });
  const customIds = new Set(owned.customFoods.map((f) => f.id));
  each(data.recipes, recipeEntry, 'recipes', result, (r, i) => {
    const known = new Set(owned.recipes.map((o) => o.id));
    const bad = r.ingredients.findIndex((g) => (g.customFoodId != null && !customIds.has(g.customFoodId)) || (g.recipeId != null && !known.has(g.recipeId)));
    if (known.has(r.id)) badEntry(result, pathOf('recipes', i, ['id']), `${r.id} repeats an earlier recipe`);
    else if (bad >= 0) badEntry(result, pathOf('recipes', i, ['ingredients', bad]), 'names no custom food or earlier recipe in the file');
    else owned.recipes.push(r);
  });
  each(data.savedMeals, savedMealEntry, 'savedMeals', result, (m, i) => {
    const bad = m.items.findIndex((item) => item.customFoodId != null && !customIds.has(item.customFoodId));
    if (bad >= 0) badEntry(result, pathOf('savedMeals', i, ['items', bad, 'customFoodId']), 'no custom food in the file has this id');
    else owned.savedMeals.push(m);
  });
  each(data.waterLogs, waterEntry, 'waterLogs', result, (w) => owned.waterLogs.push(w));
  const minutes = new Map<string, number>();
  each(data.activityLogs, activityEntry, 'activityLogs', result, (a, i) => {
    const day = (minutes.get(a.date) ?? 0) + a.minutes;
    minutes.set(a.date, day);
    if (day > 1_440) badEntry(result, pathOf('activityLogs', i, ['minutes']), `more than 24 hours of activity on ${a.date}`);
    else owned.activityLogs.push(a);
  });
  each(data.dailySteps, stepsEntry, 'dailySteps', result, (s) => owned.dailySteps.push(s));
  each(data.targetChanges, targetChangeEntry, 'targetChanges', result, (c) => owned.targetChanges.push(c));
  each(data.nutrientTargets, nutrientTargetEntry, 'nutrientTargets', result, (n) => owned.nutrientTargets.push(n));
  each(data.mealConversations, conversationEntry, 'mealConversations', result, (c) => owned.mealConversations.push(c));
  if (data.settings !== undefined) each([data.settings], settingsEntry, 'settings', result, (s) => (owned.settings = s));
}

/** Platewise's own JSON export, section by section; every entry is validated like a new one. */
export function parsePlatewiseJson(content: string): ParsedImport {
  const result = emptyImport();
  // Counted before parsing: a file of a million tiny values would take seconds to parse and check.
  result.refused = overLimit(content);
  if (result.refused) return result;
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    badEntry(result, '1', 'Not a readable JSON file');
    return result;
  }
  const top = file.safeParse(json);
  if (!top.success) {
    badEntry(result, '1', top.error.issues[0]?.message ?? 'This is not a Platewise export');
    return result;
  }
  readOwned(top.data, result);
  const customIds = new Set(result.owned.customFoods.map((f) => f.id));
  each(top.data.foodLogs, foodLogEntry, 'foodLogs', result, (f, i) => {
    if (f.customFoodId != null && !customIds.has(f.customFoodId)) badEntry(result, pathOf('foodLogs', i, ['customFoodId']), 'no custom food in the file has this id');
    else result.foodLogs.push({
      date: f.date, meal_type: f.mealType, food_name: f.foodName, quantity: f.quantity, calories: f.calories, protein: f.protein, carbs: f.carbs, fats: f.fats,
      fiber: f.fiber ?? null, sugar: f.sugar ?? null, sodium: f.sodium ?? null, fdc_id: f.fdcId ?? null, serving_size: f.servingSize ?? null,
      data_type: f.dataType ? (DATA_TYPE_NAMES[f.dataType] ?? f.dataType) : 'local',
      nutrients: JSON.stringify(f.nutrients ?? {}),
      custom_food_ref: f.customFoodId ?? null,
    });
  });
  each(top.data.weightLogs, weightEntry, 'weightLogs', result, (w) => result.weightLogs.push({ weight: w.weight, date: w.date }));
  each(top.data.mealPlans, mealPlanEntry, 'mealPlans', result, (p) =>
    result.mealPlans.push({
      name: p.name, meals: JSON.stringify(p.meals), shopping_list: JSON.stringify(p.shoppingList), preferences: p.preferences === undefined ? null : JSON.stringify(p.preferences),
      difficulty: p.difficulty ?? null, duration: p.duration ?? null, servings: p.servings ?? null, total_calories: p.totalCalories ?? null,
      total_protein: p.totalProtein ?? null, total_carbs: p.totalCarbs ?? null, total_fats: p.totalFats ?? null, ...(p.createdAt ? { created_at: p.createdAt } : {}),
    }),
  );
  const sessionIds = new Map<string, number>();
  each(top.data.mealPrepSessions, prepEntry, 'mealPrepSessions', result, (s, i) => {
    const first = sessionIds.get(s.sessionId);
    if (first !== undefined) {
      badEntry(result, pathOf('mealPrepSessions', i, ['sessionId']), `"${s.sessionId}" repeats mealPrepSessions[${first}]`);
      return;
    }
    sessionIds.set(s.sessionId, i);
    result.mealPrepSessions.push({
      session_id: s.sessionId, recipe_name: s.recipeName, total_time: s.totalTime, steps: JSON.stringify(s.steps), difficulty: s.difficulty ?? null,
      servings: s.servings ?? null, nutrition: s.nutrition === undefined ? null : JSON.stringify(s.nutrition), ingredients: JSON.stringify(s.ingredients), is_completed: s.isCompleted,
      completed_at: s.completedAt ? new Date(s.completedAt) : null, saved_at: s.savedAt ? new Date(s.savedAt) : null, ...(s.createdAt ? { created_at: s.createdAt } : {}),
    });
  });
  return result;
}
