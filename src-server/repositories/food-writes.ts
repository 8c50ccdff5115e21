import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { CheckedFood } from '../food-data/food-record.ts';
import { genericRank } from '../food-data/generic-rank.ts';

// Postgres allows 65,535 parameters per statement; staying under 30k keeps statements quick to plan.
const MAX_PARAMS = 30_000;
const FOOD_COLUMNS = 16;
const PORTION_COLUMNS = 4;

export type WriteMode = 'skip-existing' | 'upsert';

export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function toRow(food: CheckedFood) {
  const v = food.per100;
  return {
    fdc_id: food.fdcId,
    source: food.source,
    source_id: food.sourceId,
    name: food.name,
    brand: food.brand,
    gtin_upc: food.gtinUpc,
    category: food.category,
    calories: v.calories,
    protein: v.protein,
    carbs: v.carbs,
    fats: v.fats,
    fiber: v.fiber,
    sugar: v.sugar,
    sodium: v.sodium,
    saturated_fat: v.saturatedFat,
    search_rank: genericRank(food.name, food.category, food.source),
  };
}

/**
 * Writes foods and their portions with multi-row statements. 'skip-existing' leaves rows with the
 * same (source, source_id) alone; 'upsert' updates them when a value changed and replaces their
 * portions. Run it inside a transaction to make a batch atomic.
 */
export async function writeFoods(db: Kysely<DB>, foods: CheckedFood[], mode: WriteMode): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  const byKey = new Map(foods.map((f) => [`${f.source}|${f.sourceId}`, f]));

  for (const batch of chunks([...byKey.values()], Math.floor(MAX_PARAMS / FOOD_COLUMNS))) {
    const insert = db.insertInto('foods').values(batch.map(toRow));
    const written =
      mode === 'skip-existing'
        ? await insert
            .onConflict((oc) => oc.columns(['source', 'source_id']).doNothing())
            .returning(['id', 'source', 'source_id', sql<boolean>`true`.as('inserted')])
            .execute()
        : await insert
            .onConflict((oc) =>
              oc
                .columns(['source', 'source_id'])
                .doUpdateSet((eb) => ({
                  fdc_id: eb.ref('excluded.fdc_id'),
                  name: eb.ref('excluded.name'),
                  brand: eb.ref('excluded.brand'),
                  gtin_upc: eb.ref('excluded.gtin_upc'),
                  category: eb.ref('excluded.category'),
                  calories: eb.ref('excluded.calories'),
                  protein: eb.ref('excluded.protein'),
                  carbs: eb.ref('excluded.carbs'),
                  fats: eb.ref('excluded.fats'),
                  fiber: eb.ref('excluded.fiber'),
                  sugar: eb.ref('excluded.sugar'),
                  sodium: eb.ref('excluded.sodium'),
                  saturated_fat: eb.ref('excluded.saturated_fat'),
                  search_rank: eb.ref('excluded.search_rank'),
                }))
                .where(sql<boolean>`(foods.fdc_id, foods.name, foods.brand, foods.gtin_upc, foods.category, foods.calories,
                  foods.protein, foods.carbs, foods.fats, foods.fiber, foods.sugar, foods.sodium, foods.saturated_fat)
                  is distinct from (excluded.fdc_id, excluded.name, excluded.brand, excluded.gtin_upc, excluded.category,
                  excluded.calories, excluded.protein, excluded.carbs, excluded.fats, excluded.fiber, excluded.sugar,
                  excluded.sodium, excluded.saturated_fat)`),
            )
            // xmax is 0 only for a freshly inserted row version.
            .returning(['id', 'source', 'source_id', sql<boolean>`(xmax = 0)`.as('inserted')])
            .execute();

    const updatedIds = written.filter((r) => !r.inserted).map((r) => r.id);
    counts.inserted += written.length - updatedIds.length;
    counts.updated += updatedIds.length;
    counts.unchanged += batch.length - written.length;
    if (updatedIds.length > 0) await db.deleteFrom('food_portions').where('food_id', 'in', updatedIds).execute();

    const portions = written.flatMap((row) =>
      byKey.get(`${row.source}|${row.source_id}`)!.portions.map((p, seq) => ({ food_id: row.id, seq, label: p.label, grams: p.grams })),
    );
    for (const part of chunks(portions, Math.floor(MAX_PARAMS / PORTION_COLUMNS))) {
      await db.insertInto('food_portions').values(part).execute();
    }
  }
  return counts;
}
