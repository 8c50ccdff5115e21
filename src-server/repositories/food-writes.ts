import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { factsFromName, type FoodFacts } from '../food-data/food-facts.ts';
import type { CheckedFood, Portion } from '../food-data/food-record.ts';
import { searchRank } from '../food-data/search-rank.ts';
import { readPortion } from '../../src/domain/portion-facts.ts';

// Postgres allows 65,535 parameters per statement; staying under 30k keeps statements quick to plan.
const MAX_PARAMS = 30_000;
const FOOD_COLUMNS = 25;
const PORTION_COLUMNS = 5;

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

/** The food's facts: from the seed, else read from its name and category (imported foods). */
export function factsOf(food: CheckedFood): FoodFacts {
  return food.facts ?? factsFromName(food.name, food.category, food.source);
}

function portionRow(foodId: number, p: Portion, seq: number) {
  return { food_id: foodId, seq, label: p.label, grams: p.grams, unspecified: readPortion(p)?.unspecified ?? false };
}

function toRow(food: CheckedFood) {
  const v = food.per100;
  const facts = factsOf(food);
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
    search_rank: searchRank({ ...food, facts }),
    flags: facts.flags,
    flags_from: facts.flagsFrom,
    wweia_category: facts.wweia,
    form: facts.form,
    as_eaten: facts.asEaten,
    plain_default: facts.plainDefault,
    nutrients: JSON.stringify(food.micros ?? {}),
    also_called: alsoCalledColumn(food),
    guideline_amounts: guidelinesColumn(food),
  };
}

/** FNDDS guideline amounts as stored: [label, grams] pairs, null when USDA gives none. */
function guidelinesColumn(food: CheckedFood): string | null {
  return food.guidelines?.length ? JSON.stringify(food.guidelines.map((p) => [p.label, p.grams])) : null;
}

/** FNDDS additional descriptions as stored: '; ' between them, null when none are known. */
export function alsoCalledColumn(food: CheckedFood): string | null {
  return food.alsoCalled?.length ? food.alsoCalled.join('; ') : null;
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
                  // Facts read from a name never replace facts from USDA recipes or food groups.
                  flags: sql<string[]>`case when excluded.flags_from = 'name' and foods.flags_from <> 'name' then foods.flags else excluded.flags end`,
                  flags_from: sql<string>`case when excluded.flags_from = 'name' and foods.flags_from <> 'name' then foods.flags_from else excluded.flags_from end`,
                  wweia_category: sql<number | null>`coalesce(excluded.wweia_category, foods.wweia_category)`,
                  form: eb.ref('excluded.form'),
                  as_eaten: eb.ref('excluded.as_eaten'),
                  plain_default: sql<boolean>`excluded.plain_default or foods.plain_default`,
                  nutrients: eb.ref('excluded.nutrients'),
                  also_called: sql<string | null>`coalesce(excluded.also_called, foods.also_called)`,
                  guideline_amounts: sql<string | null>`coalesce(excluded.guideline_amounts, foods.guideline_amounts)`,
                }))
                .where(sql<boolean>`(foods.fdc_id, foods.name, foods.brand, foods.gtin_upc, foods.category, foods.calories,
                  foods.protein, foods.carbs, foods.fats, foods.fiber, foods.sugar, foods.sodium, foods.saturated_fat)
                  is distinct from (excluded.fdc_id, excluded.name, excluded.brand, excluded.gtin_upc, excluded.category,
                  excluded.calories, excluded.protein, excluded.carbs, excluded.fats, excluded.fiber, excluded.sugar,
                  excluded.sodium, excluded.saturated_fat) or foods.nutrients is distinct from excluded.nutrients`),
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
      byKey.get(`${row.source}|${row.source_id}`)!.portions.map((p, seq) => portionRow(row.id, p, seq)),
    );
    for (const part of chunks(portions, Math.floor(MAX_PARAMS / PORTION_COLUMNS))) {
      await db.insertInto('food_portions').values(part).execute();
    }
  }
  return counts;
}

/**
 * Fills one column of seeded rows where it is still null with the seed's value (matched by source and
 * source id), in batches; for columns added after a database was first seeded. Returns the rows set.
 */
async function fillMissing(db: Kysely<DB>, column: 'nutrients' | 'also_called' | 'guideline_amounts', type: 'jsonb' | 'text', rows: { source: string; source_id: string; value: unknown }[]): Promise<number> {
  let updated = 0;
  for (const batch of chunks(rows, 2000)) {
    const written = await sql`
      update foods f set ${sql.ref(column)} = v.value
      from json_to_recordset(${JSON.stringify(batch)}::json) as v(source text, source_id text, value ${sql.raw(type)})
      where f.source = v.source and f.source_id = v.source_id and ${sql.ref(`f.${column}`)} is null
    `.execute(db);
    updated += Number(written.numAffectedRows ?? 0);
  }
  return updated;
}

/** Gives seeded rows written before guideline amounts were kept the ones the seed has. */
export function writeMissingGuidelines(db: Kysely<DB>, foods: CheckedFood[]): Promise<number> {
  return fillMissing(db, 'guideline_amounts', 'jsonb', foods.filter((f) => f.guidelines?.length).map((f) => ({ source: f.source, source_id: f.sourceId, value: f.guidelines!.map((p) => [p.label, p.grams]) })));
}

/** Gives seeded rows written before the tracked nutrients existed (nutrients null) their amounts from the seed. */
export function writeMissingNutrients(db: Kysely<DB>, foods: CheckedFood[]): Promise<number> {
  return fillMissing(db, 'nutrients', 'jsonb', foods.map((food) => ({ source: food.source, source_id: food.sourceId, value: food.micros ?? {} })));
}

/**
 * Gives seeded rows written before the facts existed (flags_from null) their facts and portions from
 * the seed; other rows are left alone. Returns how many foods were updated.
 */
export async function writeMissingFacts(db: Kysely<DB>, foods: CheckedFood[]): Promise<number> {
  let updated = 0;
  for (const batch of chunks(foods, 2000)) {
    const rows = batch.map((food) => {
      const facts = factsOf(food);
      return {
        source: food.source, source_id: food.sourceId, flags: facts.flags, flags_from: facts.flagsFrom, wweia_category: facts.wweia,
        form: facts.form, as_eaten: facts.asEaten, plain_default: facts.plainDefault, search_rank: searchRank({ ...food, facts }),
      };
    });
    const written = await sql<{ id: number; source: string; source_id: string }>`
      update foods f set flags = v.flags, flags_from = v.flags_from, wweia_category = v.wweia_category, form = v.form,
        as_eaten = v.as_eaten, plain_default = v.plain_default, search_rank = v.search_rank
      from json_to_recordset(${JSON.stringify(rows)}::json) as v(source text, source_id text, flags text[], flags_from text,
        wweia_category integer, form text, as_eaten boolean, plain_default boolean, search_rank real)
      where f.source = v.source and f.source_id = v.source_id and f.flags_from is null
      returning f.id, f.source, f.source_id
    `.execute(db);
    if (written.rows.length === 0) continue;
    updated += written.rows.length;
    const byKey = new Map(batch.map((f) => [`${f.source}|${f.sourceId}`, f]));
    await db.deleteFrom('food_portions').where('food_id', 'in', written.rows.map((r) => r.id)).execute();
    const portions = written.rows.flatMap((row) => byKey.get(`${row.source}|${row.source_id}`)!.portions.map((p, seq) => portionRow(row.id, p, seq)));
    for (const part of chunks(portions, Math.floor(MAX_PARAMS / PORTION_COLUMNS))) await db.insertInto('food_portions').values(part).execute();
  }
  return updated;
}

/**
 * Gives seeded rows written before FNDDS additional descriptions were kept (decision 055) the ones
 * the seed has, and recounts the indexed words they bring (the update trigger only adds new words).
 * Returns how many foods were updated.
 */
export async function writeMissingAlsoCalled(db: Kysely<DB>, foods: CheckedFood[]): Promise<number> {
  const rows = foods.filter((f) => f.alsoCalled?.length).map((f) => ({ source: f.source, source_id: f.sourceId, value: alsoCalledColumn(f) }));
  const updated = await fillMissing(db, 'also_called', 'text', rows);
  if (updated === 0) return 0;
  await sql`
    with touched as (
      select distinct lx.lexeme from foods f, unnest(to_tsvector('english', f.also_called)) as lx where f.also_called is not null
    )
    update food_words w set foods =
      (select count(*) from foods f where f.source <> 'branded' and f.search_vector @@ quote_literal(w.word)::tsquery)
      + (select count(*) from foods f where f.source = 'branded' and f.search_vector @@ quote_literal(w.word)::tsquery)
    from touched t where w.word = t.lexeme
  `.execute(db);
  return updated;
}

const seedRank = (food: CheckedFood) => searchRank({ ...food, facts: factsOf(food) });

/**
 * Whether the stored ranks of the seeded sources differ from what the ranking method gives the seed
 * now (compared as a sum of hundredths, one aggregate read): a changed method reaches a database
 * seeded before it. Imported foods of those sources make it differ too; the rewrite then changes nothing.
 */
export async function ranksChanged(db: Kysely<DB>, foods: CheckedFood[]): Promise<boolean> {
  const sources = [...new Set(foods.map((f) => f.source))];
  const { rows } = await sql<{ total: string | null }>`
    select sum(round(search_rank * 100))::bigint as total from foods where source = any(${sources}::text[]) and user_id is null
  `.execute(db);
  const expected = foods.reduce((sum, food) => sum + Math.round(seedRank(food) * 100), 0);
  return Number(rows[0]?.total ?? 0) !== expected;
}

/**
 * Gives seeded rows whose portions differ from the seed's (label, grams and order) the seed's
 * portions: a corrected seed reaches a database loaded from an older one. Foods of other sources and
 * users' own foods are not read. Returns how many foods' portions were replaced.
 */
export async function replaceChangedPortions(db: Kysely<DB>, foods: CheckedFood[]): Promise<number> {
  let replaced = 0;
  for (const batch of chunks(foods, 2000)) {
    const keys = batch.map((food) => ({ source: food.source, source_id: food.sourceId }));
    const { rows } = await sql<{ id: number; source: string; source_id: string; portions: [string, number][] | null }>`
      select f.id, f.source, f.source_id,
        (select json_agg(json_build_array(p.label, p.grams) order by p.seq) from food_portions p where p.food_id = f.id) as portions
      from foods f join json_to_recordset(${JSON.stringify(keys)}::json) as v(source text, source_id text)
        on f.source = v.source and f.source_id = v.source_id
      where f.user_id is null
    `.execute(db);
    const byKey = new Map(batch.map((f) => [`${f.source}|${f.sourceId}`, f]));
    const changed = rows.flatMap((row) => {
      const food = byKey.get(`${row.source}|${row.source_id}`)!;
      const same = JSON.stringify(row.portions ?? []) === JSON.stringify(food.portions.map((p) => [p.label, p.grams]));
      return same ? [] : [{ id: row.id, food }];
    });
    if (changed.length === 0) continue;
    replaced += changed.length;
    await db.deleteFrom('food_portions').where('food_id', 'in', changed.map((c) => c.id)).execute();
    const portions = changed.flatMap(({ id, food }) => food.portions.map((p, seq) => portionRow(id, p, seq)));
    for (const part of chunks(portions, Math.floor(MAX_PARAMS / PORTION_COLUMNS))) await db.insertInto('food_portions').values(part).execute();
  }
  return replaced;
}

/** Rewrites search_rank of seeded rows whose stored rank differs from the method's. Returns how many changed. */
export async function writeChangedRanks(db: Kysely<DB>, foods: CheckedFood[]): Promise<number> {
  let updated = 0;
  for (const batch of chunks(foods, 2000)) {
    const rows = batch.map((food) => ({ source: food.source, source_id: food.sourceId, search_rank: seedRank(food) }));
    const written = await sql`
      update foods f set search_rank = v.search_rank
      from json_to_recordset(${JSON.stringify(rows)}::json) as v(source text, source_id text, search_rank real)
      where f.source = v.source and f.source_id = v.source_id and f.search_rank <> v.search_rank
    `.execute(db);
    updated += Number(written.numAffectedRows ?? 0);
  }
  return updated;
}
