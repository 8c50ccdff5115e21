import { CompiledQuery, sql, type Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { NutrientAmounts } from '../../src/domain/micronutrients.ts';
import type { FoodLogRow, FoodLogsTable } from '../db/schema.ts';

/** Every column but the generated id and creation time (and the history import's batch, which only it sets). */
export type NewFoodLog = Required<Omit<Insertable<FoodLogsTable>, 'id' | 'created_at' | 'import_batch_id'>>;

const NEW_FOOD_LOG_COLUMNS = [
  'user_id', 'date', 'meal_type', 'food_name', 'quantity', 'calories', 'protein', 'carbs', 'fats',
  'fiber', 'sugar', 'sodium', 'fdc_id', 'food_id', 'serving_size', 'data_type', 'nutrients', 'client_id',
] as const satisfies readonly (keyof NewFoodLog)[];
const INSERT_FOOD_LOG = `insert into food_logs (${NEW_FOOD_LOG_COLUMNS.join(', ')})
  values (${NEW_FOOD_LOG_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
  on conflict (user_id, client_id) do nothing returning id, created_at`;

/**
 * The most frequent write, as SQL written once: no query building per call (~10 µs), and only what
 * the database makes comes back (parsing 18 returned columns costs more than the insert's own code).
 */
export async function insertFoodLog(db: Database, values: NewFoodLog): Promise<FoodLogRow> {
  const query = CompiledQuery.raw(INSERT_FOOD_LOG, NEW_FOOD_LOG_COLUMNS.map((column) => values[column]));
  const { rows } = await db.executeQuery<Pick<FoodLogRow, 'id' | 'created_at'>>(query);
  if (rows[0]) return { ...values, nutrients: JSON.parse(values.nutrients) as NutrientAmounts, ...rows[0] };
  // Only a repeated client id conflicts: the entry was stored by an earlier send, which is the answer.
  const stored = await db.executeQuery<FoodLogRow>(CompiledQuery.raw(FOOD_LOG_BY_CLIENT_ID, [values.user_id, values.client_id]));
  return stored.rows[0]!;
}

/** Every column of a food log row, named so a column added later is not read without being used. */
const FOOD_LOG_COLUMNS = ['id', ...NEW_FOOD_LOG_COLUMNS, 'created_at'] as const satisfies readonly (keyof FoodLogRow)[];
const FOOD_LOG_BY_CLIENT_ID = `select ${FOOD_LOG_COLUMNS.join(', ')} from food_logs where user_id = $1 and client_id = $2`;
const LIST_FOOD_LOGS = `select ${FOOD_LOG_COLUMNS.join(', ')} from food_logs where user_id = $1 order by date desc, created_at desc, id desc`;
const LIST_DAY_FOOD_LOGS = `select ${FOOD_LOG_COLUMNS.join(', ')} from food_logs where user_id = $1 and date = $2 order by created_at desc, id desc`;

/** Newest first. Every dashboard load runs it: SQL written once skips the query builder. */
export async function listFoodLogs(db: Database, userId: string, date?: string): Promise<FoodLogRow[]> {
  const query = date ? CompiledQuery.raw(LIST_DAY_FOOD_LOGS, [userId, date]) : CompiledQuery.raw(LIST_FOOD_LOGS, [userId]);
  return (await db.executeQuery<FoodLogRow>(query)).rows;
}

export function updateOwnFoodLog(
  db: Database,
  userId: string,
  id: number,
  { nutrients, ...changes }: Partial<Pick<FoodLogRow, 'quantity' | 'meal_type' | 'date' | 'calories' | 'protein' | 'carbs' | 'fats' | 'fiber' | 'sugar' | 'sodium' | 'nutrients'>>,
): Promise<FoodLogRow | undefined> {
  return db
    .updateTable('food_logs')
    .set({ ...changes, ...(nutrients ? { nutrients: JSON.stringify(nutrients) } : {}) }).where('id', '=', id).where('user_id', '=', userId).returning(FOOD_LOG_COLUMNS).executeTakeFirst();
}

/** One of the user's entries, or undefined when it is not theirs (or does not exist). */
export async function findOwnFoodLog(db: Database, userId: string, id: number): Promise<FoodLogRow | undefined> {
  return db.selectFrom('food_logs').select(FOOD_LOG_COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** The user's entries of one day, optionally of one meal, oldest first (the order they are copied in). */
export async function listMealFoodLogs(db: Database, userId: string, date: string, mealType?: string): Promise<FoodLogRow[]> {
  return (await listFoodLogs(db, userId, date)).filter((row) => mealType === undefined || row.meal_type === mealType).reverse();
}

/** Several entries in one transaction: all are logged or none. */
export async function insertFoodLogs(db: Database, values: readonly NewFoodLog[]): Promise<FoodLogRow[]> {
  return db.transaction().execute(async (trx) => {
    const rows: FoodLogRow[] = [];
    for (const v of values) rows.push(await insertFoodLog(trx, v));
    return rows;
  });
}

/** How long a removed entry can be put back. */
const UNDO_WINDOW = sql`interval '1 day'`;

/** Removes the user's entry, keeping it whole for a day so it can be put back (one statement). */
export async function deleteOwnFoodLog(db: Database, userId: string, id: number): Promise<boolean> {
  await sql`delete from food_logs_removed where user_id = ${userId} and removed_at < now() - ${UNDO_WINDOW}`.execute(db);
  const { rows } = await sql<{ entry_id: number }>`
    with gone as (delete from food_logs where id = ${id} and user_id = ${userId} returning *)
    insert into food_logs_removed (user_id, entry_id, entry)
    select user_id, id, to_jsonb(gone) from gone
    on conflict (user_id, entry_id) do update set entry = excluded.entry, removed_at = now()
    returning entry_id
  `.execute(db);
  return rows.length > 0;
}

/** Puts back the user's entry removed in the last day, with its id and every value; null if there is none. */
export async function restoreOwnFoodLog(db: Database, userId: string, id: number): Promise<FoodLogRow | null> {
  const { rows } = await sql<FoodLogRow>`
    with back as (
      delete from food_logs_removed where user_id = ${userId} and entry_id = ${id} and removed_at >= now() - ${UNDO_WINDOW} returning entry
    )
    insert into food_logs select r.* from back, jsonb_populate_record(null::food_logs, back.entry) r
    returning *
  `.execute(db);
  return rows[0] ?? null;
}

/** Day totals computed by the database, so no entry has to leave it. */
export function dayTotals(db: Database, userId: string, date: string) {
  return db
    .selectFrom('food_logs')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('calories'), eb.lit(0)).as('calories'),
      eb.fn.coalesce(eb.fn.sum<number>('protein'), eb.lit(0)).as('protein'),
      eb.fn.coalesce(eb.fn.sum<number>('carbs'), eb.lit(0)).as('carbs'),
      eb.fn.coalesce(eb.fn.sum<number>('fats'), eb.lit(0)).as('fats'),
    ])
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .executeTakeFirstOrThrow();
}

/** A food's calories and tracked nutrients per 100 g, to scale a new entry by. */
export function foodNutrientsPer100(db: Database, foodId: number) {
  return db.selectFrom('foods').select(['calories', 'nutrients']).where('id', '=', foodId).executeTakeFirst();
}

