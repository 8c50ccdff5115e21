import { z } from 'zod';
import { createFoodLogInput } from '../../../src/schemas/food-log.ts';
import { isoDate, rowId } from '../../../src/schemas/fields.ts';
import { prepIngredient } from '../../../src/schemas/meal-prep.ts';
import { weightKg } from '../../../src/schemas/weight.ts';
import { emptyImport, type ParsedImport } from './import-rows.ts';
import { isRealDateTime, unstorable } from './json-checks.ts';
import { activityEntry, conversationEntry, customFoodEntry, nutrientTargetEntry, recipeEntry, savedMealEntry, settingsEntry, stepsEntry, targetChangeEntry, waterEntry } from './owned-sections.ts';
import { lookupTable } from '../../../src/domain/lookup.ts';

const DATA_TYPE_NAMES = lookupTable<string>({ Foundation: 'foundation', 'SR Legacy': 'sr_legacy', Survey: 'survey', Branded: 'branded', Custom: 'custom' });

const weightEntry = z.object({ weight: weightKg, date: isoDate });
const timestamp = z.string().refine(isRealDateTime, 'must be a real date and time, such as 2026-01-31T12:00:00Z').optional();
const mealPlanEntry = z.object({
  name: z.string().trim().min(1).max(200),
  meals: z.array(z.unknown()).max(500),
  shoppingList: z.array(z.unknown()).max(2000).default([]),
  preferences: z.unknown().optional(),
  difficulty: z.string().max(40).nullish(),
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
  steps: z.array(z.unknown()).max(200),
  difficulty: z.string().max(40).nullish(),
  servings: z.number().int().min(1).max(100).nullish(),
  nutrition: z.unknown().optional(),
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

function each<T>(items: unknown[], schema: z.ZodType<T>, section: string, result: ParsedImport, add: (value: T, index: number) => void) {
  items.forEach((item, i) => {
    result.totalRows += 1;
    const problem = unstorable(item);
    if (problem) {
      result.errors.push({ line: `${section}[${i}]`, message: problem });
      return;
    }
    const parsed = schema.safeParse(item);
    if (parsed.success) add(parsed.data, i);
    else result.errors.push({ line: `${section}[${i}]`, message: parsed.error.issues.map((x) => `${x.path.join('.') || 'entry'}: ${x.message}`).join('; ') });
  });
}

/** The sections beyond the log; a reference to a custom food or recipe must name one earlier in the file (so no cycles). */
function readOwned(data: z.output<typeof file>, result: ParsedImport) {
  const owned = result.owned;
  each(data.customFoods, customFoodEntry, 'customFoods', result, (f, i) => {
    if (owned.customFoods.some((o) => o.id === f.id)) result.errors.push({ line: `customFoods[${i}]`, message: `id: ${f.id} repeats an earlier custom food` });
    else owned.customFoods.push(f);
  });
  const customIds = new Set(owned.customFoods.map((f) => f.id));
  each(data.recipes, recipeEntry, 'recipes', result, (r, i) => {
    const known = new Set(owned.recipes.map((o) => o.id));
    const bad = r.ingredients.findIndex((g) => (g.customFoodId != null && !customIds.has(g.customFoodId)) || (g.recipeId != null && !known.has(g.recipeId)));
    if (known.has(r.id)) result.errors.push({ line: `recipes[${i}]`, message: `id: ${r.id} repeats an earlier recipe` });
    else if (bad >= 0) result.errors.push({ line: `recipes[${i}]`, message: `ingredients.${bad}: names no custom food or earlier recipe in the file` });
    else owned.recipes.push(r);
  });
  each(data.savedMeals, savedMealEntry, 'savedMeals', result, (m, i) => {
    const bad = m.items.findIndex((item) => item.customFoodId != null && !customIds.has(item.customFoodId));
    if (bad >= 0) result.errors.push({ line: `savedMeals[${i}]`, message: `items.${bad}.customFoodId: no custom food in the file has this id` });
    else owned.savedMeals.push(m);
  });
  each(data.waterLogs, waterEntry, 'waterLogs', result, (w) => owned.waterLogs.push(w));
  const minutes = new Map<string, number>();
  each(data.activityLogs, activityEntry, 'activityLogs', result, (a, i) => {
    const day = (minutes.get(a.date) ?? 0) + a.minutes;
    minutes.set(a.date, day);
    if (day > 1_440) result.errors.push({ line: `activityLogs[${i}]`, message: `minutes: more than 24 hours of activity on ${a.date}` });
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
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    result.errors.push({ line: '1', message: 'Not a readable JSON file' });
    return result;
  }
  const tooDeep = unstorable(json);
  if (tooDeep?.startsWith('The file is nested')) {
    result.errors.push({ line: '1', message: tooDeep });
    return result;
  }
  const top = file.safeParse(json);
  if (!top.success) {
    result.errors.push({ line: '1', message: top.error.issues[0]?.message ?? 'This is not a Platewise export' });
    return result;
  }
  readOwned(top.data, result);
  const customIds = new Set(result.owned.customFoods.map((f) => f.id));
  each(top.data.foodLogs, foodLogEntry, 'foodLogs', result, (f, i) => {
    if (f.customFoodId != null && !customIds.has(f.customFoodId)) result.errors.push({ line: `foodLogs[${i}]`, message: 'customFoodId: no custom food in the file has this id' });
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
      result.errors.push({ line: `mealPrepSessions[${i}]`, message: `sessionId: "${s.sessionId}" repeats mealPrepSessions[${first}]` });
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
