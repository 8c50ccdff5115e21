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
import { CSV_HEADER, csvLine, exportRow, type ExportSection } from './export-rows.ts';

/** Rows read from the database at a time, and entries per part of tRPC's stream. */
const ROWS_PER_PAGE = 1000;
/**
 * The download's text is made in pieces of about this many characters, a turn of the event loop each
 * (about a millisecond here): well under the 128 KB past which V8 puts a string straight into its old
 * generation, so a piece dies young (docs/benchmarks.md, Export memory).
 */
const PIECE_CHARS = 64 * 1024;

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
 * The long histories in the document's order, a page of at most ROWS_PER_PAGE rows at a time (a list
 * without rows is one empty page, so its key still appears): only one page is held at a time.
 */
async function* historyPages(db: Database, userId: string): AsyncGenerator<[ExportSection, unknown[]]> {
  for (const [section, table] of [['foodLogs', 'food_logs'], ['weightLogs', 'weight_logs']] as const) {
    let empty = true;
    for await (const page of userRowPages(db, table, userId, ROWS_PER_PAGE)) {
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

/** A list in slices of ROWS_PER_PAGE; an empty list is one empty slice, so its key still appears. */
function* slices<T>(list: T[]) {
  let i = 0;
  do yield list.slice(i, (i += ROWS_PER_PAGE));
  while (i < list.length);
}

/**
 * The document in parts (tRPC's `data.exportAll`): the header fields first, then every other key in the
 * download's order, a list a thousand entries per part. Merging the parts in order and concatenating
 * a list's slices gives the download's document. tRPC serialises each part on its own (JSON lines),
 * so a years-long history holds the event loop for a slice at a time, never for the whole export.
 */
export function exportParts(db: Database, workers: WorkerPool, user: UserRow): AsyncGenerator<ExportPart> {
  return held(workers, user.id, () => partsOf(db, user));
}

/** An export's stream counts as one of the user's heavy jobs until it ends or the caller goes away. */
async function* held<T>(workers: WorkerPool, userId: string, stream: () => AsyncGenerator<T>): AsyncGenerator<T> {
  const release = workers.hold(userId);
  try {
    yield* stream();
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

/**
 * Rows as text, `separator` between them (and first, when `continued`), in pieces of about PIECE_CHARS
 * characters, each made in a turn of the event loop of its own so that other requests run between them.
 */
async function* pieces<T>(rows: T[], text: (row: T) => string, separator: string, continued: boolean): AsyncGenerator<string> {
  let piece: string[] = [];
  let size = 0;
  for (const row of rows) {
    if (size === 0) {
      await setImmediate();
      // An empty first text puts the separator before the piece.
      if (continued) piece.push('');
    }
    const line = text(row);
    piece.push(line);
    size += line.length + 1;
    if (size < PIECE_CHARS) continue;
    yield piece.join(separator);
    continued = true;
    piece = [];
    size = 0;
  }
  if (size > 0) yield piece.join(separator);
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * The same document as `exportParts`, as JSON text in pieces (the download, streamed): the rows are
 * read a page at a time and their text made a piece at a time, so a years-long history neither holds
 * up other users' requests nor is held in memory whole.
 */
export function exportText(db: Database, workers: WorkerPool, user: UserRow): AsyncGenerator<string> {
  return held(workers, user.id, () => documentText(db, user));
}

async function* documentText(db: Database, user: UserRow): AsyncGenerator<string> {
  const { customIds, own } = await readOwn(db, user);
  const ids = new Set(customIds);
  let open: ExportSection | null = null;
  let filled = false;
  for await (const [section, page] of historyPages(db, user.id)) {
    // Nothing is sent before the first page is read, so a failure until then is answered with its status, not a cut-off file.
    // A list's first page opens it (closing the one before); a later page continues it.
    if (section !== open) {
      yield `${open === null ? JSON.stringify(header(user)).slice(0, -1) : ']'},${JSON.stringify(section)}:[`;
      open = section;
      filled = false;
    }
    yield* pieces(page, (row) => json(exportRow[section](row as never, ids)), ',', filled);
    filled ||= page.length > 0;
  }
  yield ']';
  for (const [name, value] of Object.entries({ ...own, ...(await dayTargetsOf(db, user, own.activityLogs.map((a) => a.date))) })) {
    if (!Array.isArray(value)) {
      yield `,${JSON.stringify(name)}:${JSON.stringify(value)}`;
      continue;
    }
    yield `,${JSON.stringify(name)}:[`;
    yield* pieces<unknown>(value, json, ',', false);
    yield ']';
  }
  yield '}';
}

/** The food log as CSV, read a page at a time and made into text a piece at a time. */
export function foodLogCsv(db: Database, workers: WorkerPool, user: UserRow): AsyncGenerator<string> {
  return held(workers, user.id, async function* () {
    yield CSV_HEADER.join(',') + '\n';
    for await (const page of userRowPages(db, 'food_logs', user.id, ROWS_PER_PAGE)) yield* pieces(page, csvLine, '', false);
  });
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
