import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema.ts';
import { editDistance, type SearchQueries, type TermInfo } from '../../src/domain/search-query.ts';
import type { Per100g } from '../../src/domain/nutrition.ts';
import { FREQUENT_BONUS, type Ranked, type ScoredMatches } from '../../src/domain/search-ranking.ts';

export interface FoodRowWithPortions extends Per100g {
  id: number;
  fdc_id: number | null;
  source: string;
  source_id: string;
  name: string;
  brand: string | null;
  category: string | null;
  saturated_fat: number | null;
  /** Grams and milligrams per 100 g from the tracked nutrients; null when unknown. */
  alcohol: number | null;
  cholesterol: number | null;
  flags: string[];
  flags_from: string | null;
  wweia_category: number | null;
  form: string | null;
  as_eaten: boolean;
  plain_default: boolean;
  /** The owner of a custom food, else null (decision 040). */
  user_id: string | null;
  also_called: string | null;
  portions: PortionRow[];
}

/** A household portion as USDA labels it; src/domain/portion-facts.ts reads what it holds. */
export interface PortionRow {
  label: string;
  grams: number;
  /** FNDDS 'Quantity not specified' (shown as '1 serving'). */
  unspecified: boolean;
}

type Fuzzy = TermInfo['fuzzy'];

// Words people shorten ('mac', 'mayo', 'mush') have three or four letters.
const SHORT_WORD = [3, 4] as const;

/**
 * Stems the query words with the index's dictionary, looks them up in food_words and, for the last
 * word, checks whether it is the start of an indexed word; a short word gets the indexed word in most
 * foods that starts with it (a shortened word, see `alternativesFor`). Unknown or rare words get their nearest
 * indexed words by trigram similarity (one query each, with a constant so the trigram index is used).
 */
export async function lookupTerms(db: Kysely<DB>, tokens: string[]): Promise<TermInfo[]> {
  const { rows } = await sql<Omit<TermInfo, 'fuzzy'>>`
    select t.ord::int as ord, t.token, lx.lexeme, w.foods,
      (t.ord = ${tokens.length} and exists (
        select 1 from food_words p where p.word ~>=~ lx.lexeme and p.word ~<~ (lx.lexeme || chr(1114111))
      )) as prefix,
      (select json_build_object('word', p.word, 'foods', p.foods) from food_words p
        where length(t.token) between ${SHORT_WORD[0]} and ${SHORT_WORD[1]} and t.token = lx.lexeme
          and p.word ~>=~ (lx.lexeme || chr(1)) and p.word ~<~ (lx.lexeme || chr(1114111))
        order by p.foods desc limit 1) as longer
    from unnest(${tokens}::text[]) with ordinality as t(token, ord)
    cross join lateral unnest(to_tsvector('english', t.token)) as lx
    left join food_words w on w.word = lx.lexeme
    -- A lone letter inside a query is a shortened word ('mac n cheese'), kept in place like a stop word;
    -- the last one may be the start of the next word.
    where t.token !~ '^[a-z]$' or t.ord = ${tokens.length}
    order by t.ord
  `.execute(db);
  const terms: TermInfo[] = [];
  for (const row of rows) {
    const needsFuzzy = (row.foods === null || row.foods < 5) && row.lexeme.length >= 3;
    if (!needsFuzzy) terms.push({ ...row, fuzzy: [] });
    else terms.push({ ...row, fuzzy: await nearestWords(db, row.lexeme), split: await splitWord(db, row.token, row.foods ?? 0) });
  }
  return terms;
}

/**
 * Two words written as one ('peanutbutter', 'meatloaf' for 'Meat loaf'): the split of the typed
 * word into two indexed words, each at least three letters, whose rarer half is in the most foods;
 * only when both halves are in five times as many foods as the word itself.
 */
async function splitWord(db: Kysely<DB>, token: string, foods: number): Promise<[string, string] | undefined> {
  if (token.length < 6) return undefined;
  const { rows } = await sql<{ first: string; second: string }>`
    select l.lexeme as first, r.lexeme as second
    from generate_series(3, ${token.length - 3}::int) as s(i)
    cross join lateral unnest(to_tsvector('english', left(${token}, s.i))) as l
    cross join lateral unnest(to_tsvector('english', substr(${token}, s.i + 1))) as r
    join food_words wl on wl.word = l.lexeme
    join food_words wr on wr.word = r.lexeme
    where least(wl.foods, wr.foods) >= greatest(5 * ${foods}::int, 5)
    order by least(wl.foods, wr.foods) desc limit 1
  `.execute(db);
  return rows[0] ? [rows[0].first, rows[0].second] : undefined;
}

/**
 * Indexed words that look like the given one (trigram similarity), twenty, as rare words from other
 * names crowd the nearest few. Typos rarely hit the first letter, so words sharing it (and of
 * similar length) are tried first: a few hundred similarity() calls instead of the whole
 * vocabulary. When none is one edit away, a low similarity is enough among those: two swapped or
 * changed letters ('ceasar', 'omlette', 'cantelope') leave few trigrams in common, and the edit
 * distance decides afterwards.
 */
async function nearestWords(db: Kysely<DB>, lexeme: string): Promise<Fuzzy> {
  const near = await firstLetterWords(db, lexeme, sql`word % ${lexeme}`);
  if (near.some((w) => editDistance(w.word, lexeme) <= 1)) return near;
  const wide = await firstLetterWords(db, lexeme, sql`similarity(word, ${lexeme}) >= 0.1::real`);
  if (wide.length > 0) return wide;
  const any = await sql<Fuzzy[number]>`
    select word, foods from food_words where word % ${lexeme}
    order by similarity(word, ${lexeme}) desc, foods desc limit 20
  `.execute(db);
  return any.rows;
}

async function firstLetterWords(db: Kysely<DB>, lexeme: string, similar: RawBuilder<unknown>): Promise<Fuzzy> {
  const first = lexeme[0]!;
  const next = String.fromCharCode(first.charCodeAt(0) + 1);
  const { rows } = await sql<Fuzzy[number]>`
    select word, foods from food_words
    where word ~>=~ ${first} and word ~<~ ${next}
      and length(word) between ${lexeme.length - 3} and ${lexeme.length + 3}
      and ${similar}
    order by similarity(word, ${lexeme}) desc, foods desc limit 20
  `.execute(db);
  return rows;
}

// Far above any match score: the user's own food that matches the query comes first.
const MINE_BONUS = 100;

const FREQUENT_DAYS = 120;

/**
 * The foods a user logged at least twice in the last months, most often first (at most 50). Reads
 * the user's recent entries through the (user, date) index: a few hundred rows at most.
 */
export async function frequentFoodIds(db: Kysely<DB>, userId: string): Promise<number[]> {
  const { rows } = await frequentFoodsSql(userId).execute(db);
  return rows.map((r) => r.food_id);
}

function frequentFoodsSql(userId: string) {
  return sql<{ food_id: number }>`
    select food_id from food_logs
    where user_id = ${userId} and date >= current_date - ${FREQUENT_DAYS}::int and food_id is not null
    group by food_id having count(*) >= 2
    order by count(*) desc, food_id limit 50
  `;
}

/**
 * What a user's search ranks by, in one read: their frequent foods (`frequentFoodIds`) and whether
 * they have foods of their own (most have none, and a search planned without them costs less).
 */
export async function searcherFoods(db: Kysely<DB>, userId: string): Promise<{ frequent: number[]; ownFoods: boolean }> {
  const { rows } = await sql<{ frequent: number[]; own_foods: boolean }>`
    select array(${frequentFoodsSql(userId)}) as frequent, exists (select 1 from foods where user_id = ${userId}) as own_foods
  `.execute(db);
  return { frequent: rows[0]!.frequent, ownFoods: rows[0]!.own_foods };
}

// The query is exactly another name USDA gives the food ('coke' for 'Soft drink, cola') and the start of
// its own name is not already just the words: worth about a name that starts with them, less than a
// name that is nothing but them. An other name USDA gives several foods names their family (SR's
// 'hashed brown' for every hash brown, 'donut' for every doughnut), so they share the bonus and
// the family's default, which may not carry the name, is not outranked by each of them.
const ALSO_CALLED_BONUS = 3;

// The query's words are in the food's other names only as part of a brand or chain it is sold as
// ('Dunkin Donuts' on a slush drink and a coffee creamer), and the query is not one of its other names
// ('coke'): the food is not what the words name.
const BRAND_MENTION_PENALTY = 2;

// Every word of the query comes after 'with' in the name (migration 20261127000400): the food comes
// with what was asked for ('Chicken or turkey with dumplings' for "dumplings").
const AFTER_WITH_PENALTY = 1.5;

// The query names one side of a first term joining two foods (migration 20261130120000): 'soda' is
// no 'Whiskey and soda', 'macaroni' no 'Macaroni and cheese'.
const ONE_OF_PAIR_PENALTY = 1.5;

// English puts the food last and its kinds before it ('beef taco', 'green pepper'); USDA names the
// food first and its kinds after a comma ('Taco, corn tortilla, beef, cheese'; 'Peppers, sweet,
// green, raw'). A name whose head is nothing but the query's last word, with the other words in its
// later parts, is that food of that kind.
const LAST_WORD_HEAD_BONUS = 1.5;

// The words together, in the order typed, anywhere in the name: 'hamburger bun' is the bun, not a
// 'Hamburger, on white bun'; 'milk chocolate' is not 'Chocolate milk'.
const PHRASE_BONUS = 1.5;

// FNDDS numbers its foods in groups (the first four digits of the code: 9230 tea, 9210 coffee) and,
// within a group, lists a family's basic food before its variants: 'Tea, hot, leaf, black' before
// ginger or iced tea, 'Coffee, NS as to type' before 'NS as to brewed or instant', unsweetened
// coconut water before sweetened. Among the FNDDS foods a query finds in one group, the family's
// default if one matches, else the first code, gets this. Raw foods are numbered before cooked ones
// (7510 raw vegetables, 7520 cooked), so they are a group apart. Mixed dishes get it only for a family
// default whose head is nothing but the query ('Tamale, NFS', 'Pizza with pepperoni, …, NS as to type
// of crust'): their groups are kinds of dish (5810 tacos and taco salads), so the first one a query
// finds there may merely hold the food ('chicken salad' → 'Taco or tostada salad with chicken').
const FIRST_IN_GROUP_BONUS = 1;

/**
 * What the score reads of a food matching the query, one narrow row per match: the text-index
 * tests done once each, so the aggregates and sorts over all matches carry flags and counts, not
 * the food's word lists.
 */
function matchFacts(q: SearchQueries) {
  return sql`f.id, f.search_rank, length(f.name) as len, f.plain_default,
    f.search_head_words as head_words, f.search_front_words as front_words, f.search_name_words as name_words,
    f.search_vector @@ ${q.front}::tsquery as in_front,
    f.search_vector @@ ${q.head}::tsquery as in_head,
    f.search_vector @@ ${q.exact}::tsquery as exact,
    ${q.phrase ? sql`f.search_vector @@ ${q.phrase}::tsquery` : sql`false`} as phrase,
    ${q.lastHead ? sql`f.search_vector @@ ${q.lastHead}::tsquery` : sql`false`} as last_head,
    f.search_before_with @@ ${q.any}::tsquery as before_with,
    coalesce(not (f.search_pair_first @@ ${q.any}::tsquery and f.search_pair_last @@ ${q.any}::tsquery), false) as one_of_pair,
    (coalesce(f.search_named_vector, f.search_vector) @@ ${q.match}::tsquery or f.search_also_keys && ${q.keys}::text[]) as named,
    f.search_also_keys && ${q.keys}::text[] as also_named`;
}

/**
 * Match score, over a row of `matchFacts` (m): the static search_rank plus how well the query covers the start of the name
 * (head = before the first comma, front = before the second) and whether that start is nothing
 * but the query; extra words cost, most at the front. A family default's head may be one word
 * longer and still count as nothing but the query, as FNDDS heads list alternatives ('Chicken
 * tenders or strips, NFS'); two words longer it names another food ('Cereal or Granola bar, NFS'). float8 literals: numeric math is slow.
 * Rounded to hundredths, so equal scores are equal and the static rank, not float noise, decides.
 */
function scoreSql(q: SearchQueries, alsoCalledShare = sql`case when m.also_named then 1::float8 else 0 end`, firstInGroup = sql`0::float8`) {
  const n = q.terms;
  const phrase = q.phrase ? sql`+ case when m.phrase then ${PHRASE_BONUS}::float8 else 0 end` : sql``;
  return sql`round(100::float8 * (m.search_rank::float8
    + case when m.in_front then 3::float8 else 0 end
    + case when m.in_head then 1::float8 else 0 end
    + case when ((m.head_words <= ${n} or (m.plain_default and m.head_words <= ${n} + 1)) and m.in_head)
             or (m.front_words <= ${n} and m.in_front) then 2.5::float8 else 0 end
    + case when m.exact then 1::float8 else 0 end
    ${phrase}
    ${q.lastHead ? sql`+ case when m.head_words = 1 and m.last_head then ${LAST_WORD_HEAD_BONUS}::float8 else 0 end` : sql``}
    + ${firstInGroup}
    - case when not m.before_with then ${AFTER_WITH_PENALTY}::float8 else 0 end
    - case when m.one_of_pair then ${ONE_OF_PAIR_PENALTY}::float8 else 0 end
    - case when not m.named then ${BRAND_MENTION_PENALTY}::float8 else 0 end
    + case when not (m.head_words <= ${n} and m.in_head)
        then ${ALSO_CALLED_BONUS}::float8 * ${alsoCalledShare} else 0 end
    - 0.3::float8 * least(greatest(m.front_words - ${n}, 0), 5)
    - 0.15::float8 * least(greatest(m.name_words - ${n}, 0), 12))) / 100::float8`;
}

/** How many of the Branded foods with the words are scored (the first found). */
export const BRANDED_CANDIDATES = 400;

/** Whether any Branded food is imported: without one, a search plans no Branded stage. */
export async function hasBrandedFoods(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('foods').select('id').where('source', '=', 'branded').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Every shared food a query finds, scored as for no one (no frequent or own foods), in search
 * order. What a search ranks is the same for every user, so an app instance keeps it
 * (`FoodCache.scored`) and each user's order is made from it (`rankedFor`).
 */
export async function scoredMatches(db: Kysely<DB>, q: SearchQueries, brandedCandidates: number): Promise<ScoredMatches> {
  const { rows } = await scoredSql(q, brandedCandidates).execute(db);
  const scored = { ids: new Int32Array(rows.length), scores: new Float64Array(rows.length), ranks: new Float64Array(rows.length), lens: new Int32Array(rows.length) };
  rows.forEach((row, i) => {
    scored.ids[i] = row.id;
    scored.scores[i] = row.score;
    scored.ranks[i] = row.rank;
    scored.lens[i] = row.len;
  });
  return scored;
}

/**
 * Two stages: generic foods (at most a few thousand matches per word) are all scored; Branded
 * foods can be millions, so only a bounded sample of their matches is scored.
 */
function scoredSql(q: SearchQueries, brandedCandidates: number) {
  // How many of the generic matches USDA also calls by the query (counted over all matches).
  const alsoCalledShare = sql`case when m.also_named then 1::float8 / c.also_named
    when not m.listed then 0::float8
    when m.plain_default then 1::float8 / c.listed_defaults
    when c.listed_defaults = 0 then 1::float8 / c.listed
    else 0::float8 end`;
  // Materialized so it is planned for all matches (GIN bitmap scan) and the limit only stops reading
  // early; inline, a limit makes the planner prefer a sequential scan. Without Branded foods to score, not planned.
  const [branded, brandedScored] = brandedCandidates === 0 ? [sql``, sql``] : [sql`branded_match as materialized (
      select ${matchFacts(q)} from foods f where f.source = 'branded' and f.search_vector @@ ${q.brandedMatch}::tsquery
    ),`, sql`union all select m.id, ${scoreSql(q)} as score, m.search_rank as rank, m.len from (select * from branded_match limit ${brandedCandidates}) m`];
  // USDA's first food of a code group among the matches (see FIRST_IN_GROUP_BONUS).
  const firstInGroup = sql`case when m.group_order = g.first
    and (m.wweia_category not between 3000 and 3899 or (m.plain_default and m.head_words <= ${q.terms} and m.in_head))
    then ${FIRST_IN_GROUP_BONUS}::float8 else 0 end`;
  // Materialized, so the text-index tests run once per match. The counts and each group's first
  // food are aggregates over the matches (one pass, hashed), not windows: a window sorts every match.
  return sql<Ranked>`
    with generic_match as materialized (
      select ${matchFacts(q)}, f.wweia_category, left(f.source_id, 4) as code_group, f.form is not distinct from 'raw' as raw,
        -- A family's default first, then by code (FNDDS codes are digits, so byte order is theirs).
        case when f.source = 'survey' then (case when f.plain_default then '0' else '1' end || f.source_id) collate "C" end as group_order,
        (f.search_also_items && ${q.keys}::text[] and f.wweia_category not between 3000 and 3899 and not f.search_also_keys && ${q.keys}::text[]) as listed
      from foods f where f.source <> 'branded' and f.user_id is null and f.search_vector @@ ${q.match}::tsquery
    ),
    generic_counts as (
      select count(*) filter (where also_named) as also_named, count(*) filter (where listed and plain_default) as listed_defaults,
        count(*) filter (where listed) as listed
      from generic_match
    ),
    generic_groups as (
      select code_group, raw, min(group_order) as first from generic_match where group_order is not null group by code_group, raw
    ),
    ${branded}
    scored as (
      select m.id, ${scoreSql(q, alsoCalledShare, firstInGroup)} as score, m.search_rank as rank, m.len
      from generic_match m cross join generic_counts c
        left join generic_groups g on g.code_group = m.code_group and g.raw = m.raw
      ${brandedScored}
    )
    select id, score, rank, len from scored order by score desc, rank desc, len, id
  `;
}

/**
 * The user's own foods that match (through the owner index), scored like shared ones and raised
 * above every shared food; frequent ones are raised as among shared foods.
 */
export async function ownMatches(db: Kysely<DB>, q: SearchQueries, userId: string, frequent: readonly number[], limit: number): Promise<Ranked[]> {
  const often = frequent.length > 0 ? sql`+ case when m.id = any(${[...frequent]}::int[]) then ${FREQUENT_BONUS}::float8 else 0 end` : sql``;
  const { rows } = await sql<Ranked>`
    select m.id, ${scoreSql(q)} ${often} + ${MINE_BONUS}::float8 as score, m.search_rank as rank, m.len
    from (select ${matchFacts(q)} from foods f where f.user_id = ${userId} and f.search_vector @@ ${q.match}::tsquery) m
    order by score desc, rank desc, len, m.id limit ${limit}
  `.execute(db);
  return rows;
}

/** The foods of a search's answer with their facts and portions; another user's food is never read. */
export async function foodRowsByIds(db: Kysely<DB>, ids: readonly number[], userId: string | null): Promise<FoodRowWithPortions[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<FoodRowWithPortions>`
    select f.id, f.fdc_id, f.source, f.source_id, f.name, f.brand, f.category, f.calories, f.protein, f.carbs, f.fats,
      f.fiber, f.sugar, f.sodium, f.saturated_fat, ${FACTS}, f.user_id, ${PORTIONS}
    from foods f where f.id = any(${[...ids]}::int[]) and (f.user_id is null or f.user_id = ${userId})
  `.execute(db);
  return rows.map(parsePortions);
}

export const FACTS = sql`f.flags, f.flags_from, f.wweia_category, f.form, f.as_eaten, f.plain_default, f.also_called,
  (f.nutrients->>'alcohol')::float8 as alcohol, (f.nutrients->>'cholesterol')::float8 as cholesterol`;

export const PORTIONS = sql`coalesce((
  select json_agg(json_build_object('label', p.label, 'grams', p.grams, 'unspecified', p.unspecified) order by p.seq)
  from food_portions p where p.food_id = f.id
), '[]'::json) as portions`;

/** A food everyone sees, or one of the given user's own; another user's food is not found. */
export async function findFoodRow(db: Kysely<DB>, id: number, userId: string | null = null): Promise<FoodRowWithPortions | null> {
  return (await foodRowsByIds(db, [id], userId))[0] ?? null;
}

/** FNDDS's guideline amounts of shared foods ('Guideline amount per fl oz of beverage'), by food id; other foods are absent. */
export async function findGuidelineAmounts(db: Kysely<DB>, ids: number[]): Promise<Map<number, { label: string; grams: number }[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('foods').select(['id', 'guideline_amounts']).where('id', 'in', ids).where('user_id', 'is', null).execute();
  return new Map(rows.map((row) => [row.id, (row.guideline_amounts ?? []).map(([label, grams]) => ({ label, grams }))]));
}

/** Whether the user may log or star the food: a shared food or one of their own. */
export async function isFoodVisible(db: Kysely<DB>, id: number, userId: string): Promise<boolean> {
  const row = await db.selectFrom('foods').select('id').where('id', '=', id).where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)])).executeTakeFirst();
  return row !== undefined;
}

/** Refreshes planner statistics and flushes GIN pending lists after bulk writes (needs no transaction). */
export async function optimizeFoodTables(db: Kysely<DB>): Promise<void> {
  await sql`vacuum analyze foods`.execute(db);
  await sql`vacuum analyze food_words`.execute(db);
  await sql`analyze food_portions`.execute(db);
}

export function parsePortions<T extends { portions: unknown }>(row: T): T {
  return typeof row.portions === 'string' ? { ...row, portions: JSON.parse(row.portions) } : row;
}
