import { sql } from 'kysely';
import { isLabelKey, type ReportKey } from '../../src/domain/report-nutrients.ts';
import type { Database } from '../db/database.ts';

/** The user's own targets by nutrient. */
export async function ownNutrientTargets(db: Database, userId: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('nutrient_targets').select(['nutrient', 'amount']).where('user_id', '=', userId).execute();
  return new Map(rows.map((r) => [r.nutrient, r.amount]));
}

/** Sets targets (a number) and removes others (null: back to the default), all or nothing. */
export async function writeNutrientTargets(db: Database, userId: string, targets: { nutrient: ReportKey; target: number | null }[]): Promise<void> {
  const set = targets.filter((t): t is { nutrient: ReportKey; target: number } => t.target !== null);
  const reset = targets.filter((t) => t.target === null).map((t) => t.nutrient);
  await db.transaction().execute(async (trx) => {
    if (reset.length > 0) await trx.deleteFrom('nutrient_targets').where('user_id', '=', userId).where('nutrient', 'in', reset).execute();
    if (set.length === 0) return;
    await trx
      .insertInto('nutrient_targets')
      .values(set.map((t) => ({ user_id: userId, nutrient: t.nutrient, amount: t.target })))
      .onConflict((oc) => oc.columns(['user_id', 'nutrient']).doUpdateSet((eb) => ({ amount: eb.ref('excluded.amount'), updated_at: new Date() })))
      .execute();
  });
}

/** The user's entries between two days (both included) with their nutrients; fiber, sugar and sodium from their columns, where known. */
export async function entriesBetween(db: Database, userId: string, from: string, to: string) {
  const rows = await db
    .selectFrom('food_logs')
    .select(['date', 'food_name as foodName', 'nutrients', 'fiber', 'sugar', 'sodium'])
    .where('user_id', '=', userId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return rows.map(({ fiber, sugar, sodium, nutrients, ...entry }) => ({ ...entry, nutrients: { ...nutrients, ...known({ fiber, sugar, sodium }) } }));
}

/** The amounts that are not null: an entry without a value does not say, which is not zero. */
function known(amounts: Record<'fiber' | 'sugar' | 'sodium', number | null>): Partial<Record<ReportKey, number>> {
  return Object.fromEntries(Object.entries(amounts).filter(([, v]) => v !== null));
}

export interface RichFoodFilter {
  /** Flags every food must carry (vegan, vegetarian). */
  require: string[];
  /** Net carbohydrate at most 10% of the energy (keto). */
  lowCarb: boolean;
  limit: number;
}

/**
 * USDA's plain default foods (decision 027) richest in a nutrient per 100 kcal, eaten as they are;
 * baby foods and formulas (WWEIA 9000 and up) left out.
 */
export async function foodsRichIn(db: Database, nutrient: ReportKey, filter: RichFoodFilter): Promise<{ id: number; name: string }[]> {
  const amount = isLabelKey(nutrient) ? sql<number>`${sql.ref(nutrient)}` : sql<number>`(nutrients->>${nutrient})::double precision`;
  let query = db
    .selectFrom('foods')
    .select(['id', 'name'])
    // USDA's foods only: never another user's custom food.
    .where('user_id', 'is', null)
    .where('plain_default', '=', true)
    .where('as_eaten', '=', true)
    .where('calories', '>=', 20)
    .where((eb) => eb.or([eb('wweia_category', 'is', null), eb('wweia_category', '<', 9000)]))
    .where(amount, '>', 0);
  if (filter.require.length > 0) query = query.where(sql<boolean>`flags @> ${sql.val(filter.require)}::text[]`);
  if (filter.lowCarb) query = query.where(sql<boolean>`(carbs - coalesce(fiber, 0)) * 4 <= calories * 0.1`);
  return query.orderBy(sql`${amount} / calories`, 'desc').orderBy('id').limit(filter.limit).execute();
}
