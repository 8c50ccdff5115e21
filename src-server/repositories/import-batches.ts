import type { Database } from '../db/database.ts';
import type { ExistingRows, HistoryRows } from '../../src/domain/history-rows.ts';

const INSERT_BATCH = 500;

const LISTED = ['id', 'format', 'file_name', 'status', 'counts', 'created_at', 'imported_at'] as const;

export function insertBatch(db: Database, values: { user_id: string; format: string; file_name: string; pending: string; counts: string }) {
  return db.insertInto('import_batches').values(values).returning(LISTED).executeTakeFirstOrThrow();
}

/** Previews the user never imported: a new file replaces them. */
export async function dropPreviews(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('import_batches').where('user_id', '=', userId).where('status', '=', 'preview').execute();
}

/** The caller's batch, locked for the import or its undo; undefined when it is not theirs. */
export function lockedBatch(db: Database, userId: string, id: number) {
  return db.selectFrom('import_batches').selectAll().where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

export function listBatches(db: Database, userId: string) {
  return db
    .selectFrom('import_batches')
    .select(LISTED)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function markImported(db: Database, id: number, counts: string): Promise<void> {
  await db.updateTable('import_batches').set({ status: 'imported', pending: null, counts, imported_at: new Date() }).where('id', '=', id).execute();
}

export async function deleteBatch(db: Database, userId: string, id: number): Promise<void> {
  await db.deleteFrom('import_batches').where('id', '=', id).where('user_id', '=', userId).execute();
}

/** The user's rows in the days a file covers, to compare it with. */
export async function existingBetween(db: Database, userId: string, from: string, to: string): Promise<ExistingRows> {
  const [weights, steps, activity, foods] = await Promise.all([
    db.selectFrom('weight_logs').select(['date', 'weight']).where('user_id', '=', userId).where('date', '>=', from).where('date', '<=', to).execute(),
    db.selectFrom('daily_steps').select('date').where('user_id', '=', userId).where('date', '>=', from).where('date', '<=', to).execute(),
    db.selectFrom('activity_logs').select(['date', 'name', 'calories']).where('user_id', '=', userId).where('date', '>=', from).where('date', '<=', to).execute(),
    db.selectFrom('food_logs').select(['date', 'meal_type', 'food_name', 'calories']).where('user_id', '=', userId).where('date', '>=', from).where('date', '<=', to).execute(),
  ]);
  return { weights, stepDays: steps.map((s) => s.date), activity, foods };
}

/** Writes a file's new rows, each carrying the batch's id. */
export async function insertHistoryRows(trx: Database, userId: string, batchId: number, rows: HistoryRows): Promise<void> {
  const own = <T extends object>(list: T[]) => list.map((r) => ({ ...r, user_id: userId, import_batch_id: batchId }));
  for (let i = 0; i < rows.weights.length; i += INSERT_BATCH) await trx.insertInto('weight_logs').values(own(rows.weights.slice(i, i + INSERT_BATCH))).execute();
  for (let i = 0; i < rows.steps.length; i += INSERT_BATCH) {
    await trx.insertInto('daily_steps').values(own(rows.steps.slice(i, i + INSERT_BATCH))).onConflict((c) => c.columns(['user_id', 'date']).doNothing()).execute();
  }
  for (let i = 0; i < rows.activity.length; i += INSERT_BATCH) {
    await trx.insertInto('activity_logs').values(own(rows.activity.slice(i, i + INSERT_BATCH).map((a) => ({ ...a, code: null, source: 'watch' })))).execute();
  }
  for (let i = 0; i < rows.foods.length; i += INSERT_BATCH) {
    await trx.insertInto('food_logs').values(own(rows.foods.slice(i, i + INSERT_BATCH).map(({ dayTotal: _dayTotal, ...f }) => ({ ...f, data_type: 'local' })))).execute();
  }
}

/** Deletes every row the batch added; returns how many weigh-ins went, so the profile's weight can follow. */
export async function deleteHistoryRows(trx: Database, userId: string, batchId: number): Promise<{ weights: number }> {
  const weights = await trx.deleteFrom('weight_logs').where('user_id', '=', userId).where('import_batch_id', '=', batchId).executeTakeFirst();
  await trx.deleteFrom('daily_steps').where('user_id', '=', userId).where('import_batch_id', '=', batchId).execute();
  await trx.deleteFrom('activity_logs').where('user_id', '=', userId).where('import_batch_id', '=', batchId).execute();
  await trx.deleteFrom('food_logs').where('user_id', '=', userId).where('import_batch_id', '=', batchId).execute();
  return { weights: Number(weights.numDeletedRows) };
}
