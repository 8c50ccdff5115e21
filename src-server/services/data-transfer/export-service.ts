import { setImmediate } from 'node:timers/promises';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import type { MealConversationRow, MealMessageRow } from '../../repositories/meal-conversations.ts';
import type { SavedItemValues } from '../../repositories/saved-meals.ts';
import type { RecipeIngredientRow, RecipeRow } from '../../repositories/user-recipes.ts';
import { allOwnedRows, plansAndSessions, userRowPages } from '../../repositories/data-transfer.ts';
import { loggedDaysBetween } from '../../repositories/progress.ts';
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

/** The user's own things (not the long histories) already in their file shape, and which foods are their own. */
async function readOwn(db: Database, user: UserRow) {
  const [owned, customFoods] = await Promise.all([exportOwned(db, user), listOwnFoods(db, user)]);
  const customIds = customFoods.map((f) => f.id);
  return { customIds, own: { customFoods, ...owned(new Set(customIds)) } };
}

/** Each day with food or exercise logged, with the target in force that day as every screen gave it. */
async function dayTargetsOf(db: Database, user: UserRow, activityDates: string[]) {
  const foodDays = await loggedDaysBetween(db, user.id, EVER.from, EVER.to);
  return { dayTargets: await targetsForDates(db, user, [...foodDays, ...activityDates]) };
}
const EVER = { from: '0001-01-01', to: '9999-12-31' };

/**
 * The long histories in the document's order, a page of at most ROWS_PER_TASK rows at a time (a list
 * without rows is one empty page, so its key still appears): only one page is held at a time.
 */
async function* historyPages(db: Database, userId: string): AsyncGenerator<[ExportSection, unknown[]]> {
  for (const [section, table] of [['foodLogs', 'food_logs'], ['weightLogs', 'weight_logs']] as const) {
    let empty = true;
    for await (const page of userRowPages(db, table, userId, ROWS_PER_TASK)) {
      empty = false;
      yield [section, page];
    }
    if (empty) yield [section, []];
  }
  const [plans, sessions] = await plansAndSessions(db, userId);
  for (const slice of slices(plans)) yield ['mealPlans', slice];
  for (const slice of slices(sessions)) yield ['mealPrepSessions', slice];
}

type Owned = Awaited<ReturnType<typeof readOwn>>['own'] & Awaited<ReturnType<typeof dayTargetsOf>>;
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
  const { customIds, own } = await readOwn(db, user);
  const ids = new Set(customIds);
  yield header(user);
  for await (const [section, page] of historyPages(db, user.id)) {
    // Other requests' I/O runs between slices: the stream's promises alone resume on microtasks, which starve it.
    await setImmediate();
    yield part(section, page.map((row) => exportRow[section](row as never, ids)));
  }
  for (const [key, value] of Object.entries({ ...own, ...(await dayTargetsOf(db, user, own.activityLogs.map((a) => a.date))) })) {
    if (!Array.isArray(value)) yield part(key, value);
    else for (const slice of slices<unknown>(value)) yield (await setImmediate(), part(key, slice));
  }
}

/** A page of rows as UTF-8 text made in the worker pool, a slice at a time. */
async function serialised(workers: WorkerPool, userId: string, section: ExportSection | 'csv' | 'plain', rows: unknown[], customIds: number[] = []): Promise<Uint8Array[]> {
  const parts: Uint8Array[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_TASK) {
    parts.push(await workers.run(userId, 'serialiseRows', { section, rows: rows.slice(i, i + ROWS_PER_TASK), customIds }, TASK_TIMEOUT_MS));
  }
  return parts;
}

/** JSON array elements, each slice's text as it came, with commas between. */
function* elements(parts: Uint8Array[]): Generator<string | Uint8Array> {
  for (const [i, part] of parts.entries()) {
    if (i > 0) yield ',';
    yield part;
  }
}

/**
 * The same document as `exportParts`, as JSON text in pieces (the download, streamed): the rows are
 * read a page at a time and turned into text in the worker pool, so a years-long history neither holds
 * up other users' requests nor is held in memory whole. A page's text is sent as the bytes the worker
 * made, never joined into a larger string.
 */
export async function* exportText(db: Database, workers: WorkerPool, user: UserRow): AsyncGenerator<string | Uint8Array> {
  const { customIds, own } = await readOwn(db, user);
  let open: ExportSection | null = null;
  for await (const [section, page] of historyPages(db, user.id)) {
    const parts = await serialised(workers, user.id, section, page, customIds);
    // The header comes with the first page, so a refusal (a third heavy job at once) comes before any text.
    // A list's first page opens it (closing the one before); a later page continues it.
    if (section !== open) yield `${open === null ? JSON.stringify(header(user)).slice(0, -1) : ']'},${JSON.stringify(section)}:[`;
    else if (parts.length > 0) yield ',';
    yield* elements(parts);
    open = section;
  }
  yield ']';
  for (const [name, value] of Object.entries({ ...own, ...(await dayTargetsOf(db, user, own.activityLogs.map((a) => a.date))) })) {
    if (!Array.isArray(value)) {
      yield `,${JSON.stringify(name)}:${JSON.stringify(value)}`;
      continue;
    }
    const parts = await serialised(workers, user.id, 'plain', value);
    yield `,${JSON.stringify(name)}:[`;
    yield* elements(parts);
    yield ']';
  }
  yield '}';
}

/** The food log as CSV, a page at a time, turned into text in the worker pool. */
export async function* foodLogCsv(db: Database, workers: WorkerPool, user: UserRow): AsyncGenerator<string | Uint8Array> {
  yield CSV_HEADER.join(',') + '\n';
  for await (const page of userRowPages(db, 'food_logs', user.id, ROWS_PER_TASK)) yield* await serialised(workers, user.id, 'csv', page);
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
