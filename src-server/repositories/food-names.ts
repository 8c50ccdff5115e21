import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { FACTS, parsePortions, PORTIONS, type FoodRowWithPortions } from './foods.ts';

export interface FoodNames {
  source: string;
  sourceId: string;
  /** Name by language code; the words are the name as search reads it. */
  names: Map<string, { name: string; words: string }>;
}

/** Replaces the other-language names of the given foods (matched by source and source id) with these. */
export async function writeFoodNames(db: Kysely<DB>, foods: FoodNames[]): Promise<void> {
  if (foods.length === 0) return;
  const ids = await db
    .selectFrom('foods')
    .select(['id', 'source', 'source_id'])
    .where('user_id', 'is', null)
    .where(sql<boolean>`(source, source_id) in (select * from unnest(${foods.map((f) => f.source)}::text[], ${foods.map((f) => f.sourceId)}::text[]))`)
    .execute();
  if (ids.length === 0) return;
  const idOf = new Map(ids.map((r) => [`${r.source}|${r.source_id}`, r.id]));
  await db.deleteFrom('food_names').where('food_id', 'in', ids.map((r) => r.id)).execute();
  const rows = foods.flatMap((food) => {
    const foodId = idOf.get(`${food.source}|${food.sourceId}`);
    return foodId === undefined ? [] : [...food.names].map(([language, n]) => ({ food_id: foodId, language, name: n.name, words: n.words }));
  });
  if (rows.length > 0) await db.insertInto('food_names').values(rows).execute();
}

/** How many foods with the words in the reader's language are scored (the first found). */
const NAMED_CANDIDATES = 400;

/**
 * Shared foods whose name in the reader's language has every word of the query, scored like a name
 * that is nothing but the query in the main search (front and head matches, less for every extra
 * word), so both lists can be merged by score.
 */
export async function searchOtherNameRows(db: Kysely<DB>, query: string, terms: number, language: string, limit: number): Promise<(FoodRowWithPortions & { score: number })[]> {
  const { rows } = await sql<FoodRowWithPortions & { score: number }>`
    with named as materialized (
      select food_id, length(search_vector) as words from food_names
      where language = ${language} and search_vector @@ ${query}::tsquery
      limit ${NAMED_CANDIDATES}
    ),
    best as (
      select f.id, round(100::float8 * (f.search_rank::float8 + 3::float8 + 1::float8 + 1::float8
        + case when n.words <= ${terms} then 2.5::float8 else 0 end
        - 0.3::float8 * least(greatest(n.words - ${terms}, 0), 5)
        - 0.15::float8 * least(greatest(n.words - ${terms}, 0), 12))) / 100::float8 as score,
        f.search_rank as rank, length(f.name) as len
      from named n join foods f on f.id = n.food_id
      where f.user_id is null
      order by score desc, rank desc, len, f.id limit ${limit}
    )
    select f.id, f.fdc_id, f.source, f.source_id, f.name, f.brand, f.category, f.calories, f.protein, f.carbs, f.fats,
      f.fiber, f.sugar, f.sodium, f.saturated_fat, ${FACTS}, f.user_id, best.score, ${PORTIONS}
    from best join foods f on f.id = best.id
    order by best.score desc, best.rank desc, best.len, best.id
  `.execute(db);
  return rows.map(parsePortions);
}
