import { setImmediate } from 'node:timers/promises';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import type { MealConversationRow, MealMessageRow } from '../../repositories/meal-conversations.ts';
import type { SavedItemValues } from '../../repositories/saved-meals.ts';
import type { RecipeIngredientRow, RecipeRow } from '../../repositories/user-recipes.ts';
import { allOwnedRows, allUserRows } from '../../repositories/data-transfer.ts';
import type { WorkerPool } from '../../workers/pool.ts';
import { preferencesOf } from '../ai/meal-conversations.ts';
import { listOwnFoods } from '../custom-foods/custom-food-service.ts';
import { stepsOf } from '../user-recipes/recipe-dto.ts';
import { targetsForDates } from '../targets/day-targets.ts';
import { toUserDto } from '../users/user-dto.ts';
import { CSV_HEADER, exportRow, type ExportSection } from './export-rows.ts';

/** Rows per task: copying this many to a thread keeps the event loop for a few milliseconds only. */
const ROWS_PER_TASK = 1000;
const TASK_TIMEOUT_MS = 60_000;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const header = (user: UserRow) => ({ app: 'Platewise' as const, version: 1, exportedAt: new Date().toISOString(), profile: toUserDto(user) });

/** Everything the export reads: the long histories as rows, the user's own things already in their file shape. */
async function readAll(db: Database, user: UserRow) {
  const [[foods, weights, plans, sessions], owned, customFoods] = await Promise.all([allUserRows(db, user.id), exportOwned(db, user), listOwnFoods(db, user)]);
  const customIds = customFoods.map((f) => f.id);
  const rows: [ExportSection, unknown[]][] = [['foodLogs', foods], ['weightLogs', weights], ['mealPlans', plans], ['mealPrepSessions', sessions]];
  const own = { customFoods, ...owned(new Set(customIds)) };
  // Each day with food or exercise logged, with the target in force that day as every screen gave it.
  const dayTargets = await targetsForDates(db, user, [...foods.map((f) => f.date), ...own.activityLogs.map((a) => a.date)]);
  return { rows, customIds, own: { ...own, dayTargets } };
}

type Owned = ReturnType<Awaited<ReturnType<typeof exportOwned>>> & { customFoods: Awaited<ReturnType<typeof listOwnFoods>>; dayTargets: Awaited<ReturnType<typeof targetsForDates>> };
/** Everything Platewise keeps about the user, in the shape the JSON import reads back: the download's document. */
export type ExportDocument = ReturnType<typeof header> & { [S in ExportSection]: ReturnType<(typeof exportRow)[S]>[] } & Owned;
/** One part of `data.exportAll`'s stream: the header fields, or one key of the document (a list arrives a slice per part). */
export type ExportPart = Partial<ExportDocument>;

// Object.entries and computed keys lose the key's type; the values come from the document's own mappers.
const part = (key: string, value: unknown) => ({ [key]: value }) as ExportPart;

/** A list in slices of ROWS_PER_TASK; an empty list is one empty slice, so its key still appears. */
function* slices<T>(list: T[]) {
  let i = 0;
  do yield list.slice(i, (i += ROWS_PER_TASK));
  while (i < list.length);
}

/**
 * The document in parts (tRPC's `data.exportAll`): the header fields first, then every other key in the
 * download's order, a list a thousand entries per part. Merging the parts in order and concatenating
 * a list's slices gives the download's document. tRPC serialises each part on its own (JSON lines),
 * so a years-long history holds the event loop for a slice at a time, never for the whole export.
 */
export async function* exportParts(db: Database, workers: WorkerPool, user: UserRow): AsyncGenerator<ExportPart> {
  // The stream counts as one of the user's heavy jobs until it ends or the caller goes away.
  const release = workers.hold(user.id);
  try {
    yield* partsOf(db, user);
  } finally {
    release();
  }
}

async function* partsOf(db: Database, user: UserRow): AsyncGenerator<ExportPart> {
  const { rows, customIds, own } = await readAll(db, user);
  const ids = new Set(customIds);
  yield header(user);
  for (const [section, list] of rows) {
    for (const slice of slices(list)) {
      // Other requests' I/O runs between slices: the stream's promises alone resume on microtasks, which starve it.
      await setImmediate();
      yield part(section, slice.map((row) => exportRow[section](row as never, ids)));
    }
  }
  for (const [key, value] of Object.entries(own)) {
    if (!Array.isArray(value)) yield part(key, value);
    else for (const slice of slices<unknown>(value)) yield (await setImmediate(), part(key, slice));
  }
}

/** A section's rows serialised in the worker pool, a slice at a time. */
async function serialised(workers: WorkerPool, userId: string, section: ExportSection | 'csv' | 'plain', rows: unknown[], customIds: number[] = []): Promise<string[]> {
  const parts: string[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_TASK) {
    parts.push(await workers.run(userId, 'serialiseRows', { section, rows: rows.slice(i, i + ROWS_PER_TASK), customIds }, TASK_TIMEOUT_MS));
  }
  return parts;
}

/**
 * The same document as `exportParts`, as JSON text (the download): the rows are read here and turned
 * into text in the worker pool, so a years-long history does not hold up other users' requests.
 */
export async function exportJson(db: Database, workers: WorkerPool, user: UserRow): Promise<string> {
  const { rows, customIds, own } = await readAll(db, user);
  const bodies: string[] = [];
  for (const [name, list] of rows) bodies.push(`${JSON.stringify(name)}:[${(await serialised(workers, user.id, name, list, customIds)).join(',')}]`);
  for (const [name, value] of Object.entries(own)) {
    const text = Array.isArray(value) ? `[${(await serialised(workers, user.id, 'plain', value)).join(',')}]` : JSON.stringify(value);
    bodies.push(`${JSON.stringify(name)}:${text}`);
  }
  return `${JSON.stringify(header(user)).slice(0, -1)},${bodies.join(',')}}`;
}

/** The food log as CSV, turned into text in the worker pool. */
export async function foodLogCsv(db: Database, workers: WorkerPool, user: UserRow): Promise<string> {
  const [foods] = await allUserRows(db, user.id);
  return [CSV_HEADER.join(',') + '\n', ...(await serialised(workers, user.id, 'csv', foods))].join('');
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
  const [recipes, ingredients, meals, water, activity, steps, changes, nutrientTargets, conversations, messages] = await allOwnedRows(db, user.id);
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
      mealConversations: conversationEntries(conversations, messages),
      settings: { goalWeight: user.goal_weight, goalRate: user.goal_rate, waterTargetMl: user.water_target_ml, exerciseAddsToBudget: user.exercise_adds_to_budget },
    };
  };
}

/** Each conversation with its messages inside it, oldest first: a question with its preferences, an answer with its recipe cards. */
function conversationEntries(conversations: MealConversationRow[], messages: MealMessageRow[]) {
  const byConversation = new Map<number, MealMessageRow[]>();
  for (const m of messages) {
    if (!byConversation.has(m.conversation_id)) byConversation.set(m.conversation_id, []);
    byConversation.get(m.conversation_id)!.push(m);
  }
  return conversations.map((c) => ({
    title: c.title,
    createdAt: iso(c.created_at),
    updatedAt: iso(c.updated_at),
    messages: (byConversation.get(c.id) ?? []).map((m) => ({
      role: m.role,
      content: m.content,
      ...(m.role === 'user' ? { preferences: preferencesOf(m.preferences) } : { suggestions: m.suggestions ?? [], engine: m.engine }),
      createdAt: iso(m.created_at),
    })),
  }));
}

/** PGlite and node-postgres both parse jsonb; a string would mean a driver that does not. */
function itemsOf(value: unknown): SavedItemValues[] {
  const list = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? (list as SavedItemValues[]) : [];
}
