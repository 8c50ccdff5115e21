import type { ImportCounts, ImportInput, ImportPreviewDto, ImportResultDto } from '../../../src/schemas/data-transfer.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { existingInDays, sessionOwners } from '../../repositories/data-transfer.ts';
import { foodLogKey, MAX_REPORTED_ERRORS, weightLogKey, type ParsedImport } from './import-rows.ts';
import { planOwned, writeOwned, type OwnedPlan } from './owned-import.ts';
import type { WorkerPool } from '../../workers/pool.ts';
import { followLatestWeighIn } from '../users/profile-service.ts';

const INSERT_BATCH = 500;

/** Drops rows the user already has (and repeats within the file); returns how many were dropped. */
async function withoutDuplicates(db: Database, userId: string, parsed: ParsedImport): Promise<{ rows: ParsedImport; owned: OwnedPlan; duplicates: number }> {
  const foodDays = [...new Set(parsed.foodLogs.map((r) => r.date))];
  const weightDays = [...new Set(parsed.weightLogs.map((r) => r.date))];
  const [foods, weights, plans, sessions] = await existingInDays(db, userId, foodDays, weightDays);
  const owners = await sessionOwners(db, parsed.mealPrepSessions.map((s) => s.session_id));
  const seenFood = new Set(foods.map(foodLogKey));
  const seenWeight = new Set(weights.map(weightLogKey));
  const stamp = (name: string, at: Date | string | undefined) => `${name}|${at ? new Date(at).toISOString() : crypto.randomUUID()}`;
  const seenPlan = new Set(plans.map((p) => stamp(p.name, p.created_at)));
  const seenSession = new Set(sessions.map((s) => stamp(s.recipe_name, s.created_at)));
  const sessionOwner = new Map(owners.map((o) => [o.session_id, o.user_id]));
  const fresh = <T>(seen: Set<string>, key: (row: T) => string) => (row: T) => {
    const k = key(row);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  };
  const rows: ParsedImport = {
    ...parsed,
    foodLogs: parsed.foodLogs.filter(fresh(seenFood, (r) => foodLogKey(r as never))),
    weightLogs: parsed.weightLogs.filter(fresh(seenWeight, (r) => weightLogKey(r as never))),
    mealPlans: parsed.mealPlans.filter(fresh(seenPlan, (r) => stamp(r.name, r.created_at))),
    // A session the user already has (same recipe and time) is a duplicate; an id another account uses gets a new one.
    mealPrepSessions: parsed.mealPrepSessions
      .filter((s) => sessionOwner.get(s.session_id) !== userId)
      .filter(fresh(seenSession, (s) => stamp(s.recipe_name, s.created_at)))
      .map((s) => (sessionOwner.has(s.session_id) ? { ...s, session_id: `${s.session_id}-${crypto.randomUUID().slice(0, 8)}` } : s)),
  };
  const count = (p: ParsedImport) => p.foodLogs.length + p.weightLogs.length + p.mealPlans.length + p.mealPrepSessions.length;
  const owned = await planOwned(db, userId, parsed.owned);
  return { rows, owned, duplicates: count(parsed) - count(rows) + owned.duplicates };
}

function counts(rows: ParsedImport, owned: OwnedPlan): ImportCounts {
  const o = owned.rows;
  return {
    foodLogs: rows.foodLogs.length, weightLogs: rows.weightLogs.length, mealPlans: rows.mealPlans.length, mealPrepSessions: rows.mealPrepSessions.length,
    customFoods: o.customFoods.length, recipes: o.recipes.length, savedMeals: o.savedMeals.length, waterLogs: o.waterLogs.length,
    activityLogs: o.activityLogs.length, dailySteps: o.dailySteps.length, targetChanges: o.targetChanges.length, mealConversations: o.mealConversations.length,
  };
}

const PARSE_TIMEOUT_MS = 60_000;
const stoppedMessage = `Not checked from here on: the file has ${MAX_REPORTED_ERRORS} bad entries already`;
const LIMIT_REASONS = { depth: 'importTooDeep', values: 'importTooManyValues', lines: 'importTooManyLines' } as const;

/**
 * The file read and every entry checked in the worker pool, so a large or hostile file never holds
 * the event loop; a file past a limit is a 400 naming it.
 */
async function parse(workers: WorkerPool, userId: string, input: ImportInput): Promise<ParsedImport> {
  const parsed = await workers.run(userId, 'parseImport', input, PARSE_TIMEOUT_MS);
  if (parsed.refused) throw new AppError('BAD_REQUEST', LIMIT_REASONS[parsed.refused.limit], { params: { max: parsed.refused.max } });
  return parsed;
}

export async function previewImport(db: Database, workers: WorkerPool, user: UserRow, input: ImportInput): Promise<ImportPreviewDto> {
  const parsed = await parse(workers, user.id, input);
  const { rows, owned, duplicates } = await withoutDuplicates(db, user.id, parsed);
  return {
    format: input.format,
    totalRows: parsed.totalRows,
    toAdd: counts(rows, owned),
    duplicates,
    errors: parsed.stoppedAt ? [...parsed.errors, { line: parsed.stoppedAt, message: stoppedMessage }] : parsed.errors,
    sample: rows.foodLogs.slice(0, 10).map((r) => ({ date: r.date, mealType: r.meal_type, foodName: r.food_name, calories: r.calories, protein: r.protein, carbs: r.carbs, fats: r.fats })),
  };
}

/** All or nothing: a file with any bad row imports nothing, and the rest is written in one transaction. */
export async function commitImport(db: Database, workers: WorkerPool, user: UserRow, input: ImportInput): Promise<ImportResultDto> {
  const parsed = await parse(workers, user.id, input);
  if (parsed.badRows) {
    // The rows' messages quote the file and its parsers: they stay as written, without a reason. A
    // CSV row is named by its line, a JSON entry by its path in the file.
    const issues = parsed.errors.map((e) => ({ path: /^\d+$/.test(e.line) ? `line ${e.line}` : e.line, message: e.message }));
    throw new AppError('BAD_REQUEST', parsed.stoppedAt ? 'importBadRowsStopped' : 'importBadRows', { params: { rows: parsed.badRows }, issues });
  }
  return db.transaction().execute(async (trx) => {
    const { rows, owned, duplicates } = await withoutDuplicates(trx, user.id, parsed);
    const own = <T extends object>(list: T[]) => list.map((r) => ({ ...r, user_id: user.id }));
    for (let i = 0; i < rows.weightLogs.length; i += INSERT_BATCH) await trx.insertInto('weight_logs').values(own(rows.weightLogs.slice(i, i + INSERT_BATCH))).execute();
    if (rows.weightLogs.length) await followLatestWeighIn(trx, user.id);
    const written = await writeOwned(trx, user.id, owned);
    // An entry of one of the file's own foods points at that food as imported.
    const foodLogs = rows.foodLogs.map(({ custom_food_ref: ref, ...r }) => ({ ...r, food_id: ref != null ? (written.foodIds.get(ref) ?? null) : null }));
    for (let i = 0; i < foodLogs.length; i += INSERT_BATCH) await trx.insertInto('food_logs').values(own(foodLogs.slice(i, i + INSERT_BATCH))).execute();
    for (const plan of rows.mealPlans) await trx.insertInto('meal_plans').values({ ...plan, user_id: user.id }).execute();
    for (const session of rows.mealPrepSessions) await trx.insertInto('meal_prep_sessions').values({ ...session, user_id: user.id }).execute();
    const added = { ...counts(rows, owned), targetChanges: written.targetChanges };
    return { added, duplicates: duplicates + owned.rows.targetChanges.length - written.targetChanges };
  });
}
